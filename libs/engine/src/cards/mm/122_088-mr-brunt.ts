// Mr. Brunt (mm, 122_088): personnel — when he leaves play, his owner downloads Mr. Quark to the place he left.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_088', {
  title: 'Mr. Brunt',
  scenario: 'behaviour/leaves-play.spec.ts',
  leavesPlayDownloads: ['Mr. Quark'],
});
