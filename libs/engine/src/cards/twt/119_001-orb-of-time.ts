// Orb of Time (twt, 119_001): artifact used as equipment — once each turn, your ship or Away Team carrying it, with your [Orb] personnel among them, may time travel (to or from any time location: behaviour/time-locations.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_001', {
  title: 'Orb of Time',
  scenario: 'behaviour/equipment-artifacts-e.spec.ts',
  // Issue 15 (equipment-e): "use as Equipment card": it reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS).
  play: { window: { kind: 'report' } },
  abilities: [
    {
      id: 'time-travel',
      limit: 'once-per-turn',
      targets: { kind: 'time-travel-route', movers: 'ship-or-away-team', route: 'any', withThisCard: true, present: { icons: ['Orb'] } },
      effects: [{ kind: 'time-travel-target' }],
    },
  ],
});
