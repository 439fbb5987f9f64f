// Four of Fifty (brokenbow, 192_044): personnel — in place of her owner's end-of-turn card draw she may download One with the Borg, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_044', {
  title: 'Four of Fifty',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['One with the Borg'], insteadOf: 'card-draw' }],
});
