// Long Live the Empire! (tnz, 219_016): incident — seeds on Imperial Palace and lies on it. Its ship download, Watch Dog and countdown effects are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_016', {
  title: 'Long Live the Empire!',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'card-in-play', filter: { types: ['Facility'], titles: ['Imperial Palace'] } },
  manual: ['downloading an [MQ] NX-class ship there with six [MQ] missions seeded and no ship in play', 'discarding cards to put cards beneath Watch Dog or hold an event countdown'],
});
