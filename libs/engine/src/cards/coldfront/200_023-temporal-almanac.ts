// Temporal Almanac (coldfront, 200_023): interrupt, once each turn — while you have a temporal agent at a time location, you draw two cards (behaviour/time-locations.ts › yours-at-a-time-location).
import { defineCard } from '../../behaviour/define';

export default defineCard('200_023', {
  title: 'Temporal Almanac',
  scenario: 'behaviour/time-locations.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' }, requires: [{ kind: 'yours-at-a-time-location', filter: { characteristic: 'Temporal Agent' } }] },
  triggers: [{ on: 'played', effects: [{ kind: 'draw', who: 'you', count: 2 }] }],
  manual: ['the other choice: an event played on the table at once, for free'],
});
