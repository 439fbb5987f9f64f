// Mr. Nog (mm, 122_089): personnel — when he leaves play, his owner downloads Mr. Brunt to the place he left.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_089', {
  title: 'Mr. Nog',
  scenario: 'behaviour/leaves-play.spec.ts',
  leavesPlayDownloads: ['Mr. Brunt'],
});
