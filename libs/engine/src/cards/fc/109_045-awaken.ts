// Awaken (fc, 109_045): interrupt, two ways (PlayCard.mode) — 0: downloads one Borg drone showing [Com] or [Nav] (normal reporting); 1: at the start of a battle, downloads one [Def] drone aboard one of your ships at that location (up to two when the opponent initiated the battle).
import { defineCard } from '../../behaviour/define';

const drone = { characteristic: 'Drone' };

export default defineCard('109_045', {
  title: 'Awaken',
  scenario: 'behaviour/battle-downloads.spec.ts',
  play: { window: { kind: 'interrupt' } },
  targets: { kind: 'personnel-group-to-download', slots: [{ ...drone, anyOf: [{ icons: ['Com'] }, { icons: ['Nav'] }] }] },
  triggers: [{ on: 'played', effects: [{ kind: 'download-group' }] }],
  modes: [
    {
      play: { window: { kind: 'response', to: 'battle-initiated' } },
      targets: { kind: 'download-aboard-your-ship-at-battle', filter: { ...drone, icons: ['Def'] }, count: 1, countIfAttacked: 2 },
      triggers: [{ on: 'played', effects: [{ kind: 'download-aboard-chosen-ship' }] }],
    },
  ],
});
