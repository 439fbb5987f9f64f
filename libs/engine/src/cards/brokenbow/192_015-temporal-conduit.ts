// Temporal Conduit (brokenbow, 192_015): doorway seeded on the table — twice each turn, placing a card from hand beneath your draw deck, your Away Team or staffed ship goes between a time location and its corresponding spaceline location (behaviour/time-locations.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_015', {
  title: 'Temporal Conduit',
  scenario: 'behaviour/time-locations.spec.ts',
  play: { window: { kind: 'seed', phase: 'doorway' } },
  duration: 'while-in-play',
  abilities: [
    {
      id: 'relocate',
      limit: { kind: 'per-turn', times: 2 },
      targets: { kind: 'time-travel-route', movers: 'ship-or-away-team', route: 'corresponding', payWithHandCard: true },
      effects: [{ kind: 'time-travel-target' }],
    },
  ],
  manual: [
    'your [AU] cards may seed and play, one per turn (the engine does not hold [AU] cards back without it)',
    'once per game, the download of Stone Knives and Bearskins, Out of Time or Temporal Investigations',
  ],
});
