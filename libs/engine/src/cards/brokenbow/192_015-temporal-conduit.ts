// Temporal Conduit (brokenbow, 192_015): doorway seeded on the table — twice each turn, placing a card from hand beneath your draw deck, your Away Team or staffed ship goes between a time location and its corresponding spaceline location (behaviour/time-locations.ts); your [AU] cards may seed, and one of them play each turn (alternate-universe.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_015', {
  title: 'Temporal Conduit',
  scenario: 'behaviour/alternate-universe.spec.ts',
  play: { window: { kind: 'seed', phase: 'doorway' } },
  duration: 'while-in-play',
  // "Seed and play (one per turn)": the limit counts the plays (the seed phases have no turns).
  allowsAlternateUniverse: [{ seed: true, play: true, perTurn: 1 }],
  abilities: [
    {
      id: 'relocate',
      limit: { kind: 'per-turn', times: 2 },
      targets: { kind: 'time-travel-route', movers: 'ship-or-away-team', route: 'corresponding', payWithHandCard: true },
      effects: [{ kind: 'time-travel-target' }],
    },
  ],
  manual: [
    'once per game, the download of Stone Knives and Bearskins, Out of Time or Temporal Investigations',
  ],
});
