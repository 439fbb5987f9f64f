// Guess Who's Coming to Dinner (SSttR, 234_005): incident — seeds on The Great Hall and lies on it. Its free reports there, the free-play limit and its download in place of a card draw are manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('234_005', {
  title: "Guess Who's Coming to Dinner",
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'card-in-play', filter: { types: ['Facility'], titles: ['The Great Hall'] } },
  manual: ['one [Kli][Films] personnel a turn reporting there for free', "playing personnel for free only at Qo'noS", 'downloading a [Films] High Council personnel or HQ card to hand instead of a card draw'],
});
