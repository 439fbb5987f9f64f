// Leader of the Sect (20th, 174_003): event — seeds on one of your Kazon facilities and lies on it. Its start-of-turn download of a Maje there (while you have none in play) is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('174_003', {
  title: 'Leader of the Sect',
  scenario: 'behaviour/seed-on-target.spec.ts',
  seedsOnTarget: { kind: 'your-card-in-play', filter: { types: ['Facility'], affiliations: ['Kazon'] } },
  manual: ['downloading a Maje to that facility at the start of any turn while you have no Maje in play'],
});
