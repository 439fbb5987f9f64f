// Temporal Almanac (coldfront, 200_023): interrupt, once each turn — while you have a temporal agent at a time location, you
// draw two cards (behaviour/time-locations.ts › yours-at-a-time-location), or you play an event from hand onto the table at
// once, for free (behaviour/immediate-free-plays.ts).
import { defineCard } from '../../behaviour/define';

const agentAtTimeLocation = { kind: 'yours-at-a-time-location', filter: { characteristic: 'Temporal Agent' } } as const;

export default defineCard('200_023', {
  title: 'Temporal Almanac',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' }, requires: [agentAtTimeLocation] },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 2 }] }],
  modes: [
    {
      // A card played for free comes before executing orders (1E rulebook › PLAYING "FOR FREE"): this way is offered only then.
      play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' }, requires: [agentAtTimeLocation, { kind: 'free-plays-allowed-now' }] },
      triggers: [{ on: 'played', effects: [{ kind: 'open-immediate-free-play', filter: { types: ['Event'] } }] }],
    },
  ],
});
