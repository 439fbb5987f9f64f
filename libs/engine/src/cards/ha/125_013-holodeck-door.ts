// Holodeck Door (ha, 125_013): doorway — played on your ship (no card play used), it lies there and the ship has a Holodeck (holograms aboard are activated); the limit of one per ship, outposts and headquarters, reporting [Holo] cards aboard, the download mode and preventing a deactivation are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_013', {
  title: 'Holodeck Door',
  scenario: 'behaviour/doorways.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'ship', whose: 'yours' },
  duration: 'on-target-card',
  permits: [{ kind: 'host-special-equipment', equipment: 'Holodeck' }],
  manual: [
    'seeded during the facility phase on your ship; played or seeded on your outpost or on any headquarters (adds a Holodeck there)',
    'limit one per ship',
    'your compatible [Holo] cards may report aboard',
    'the other mode: once each turn, download a Holoprogram or any [Holo] or [Bar] card, and place the doorway out of play',
    'the other mode (at any time): prevent the deactivation of one [Holo] personnel, and discard the doorway',
  ],
});
