// Mr. Quark (mm, 122_090): personnel — when he leaves play, his owner downloads Mr. Rom to the place he left.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_090', {
  title: 'Mr. Quark',
  scenario: 'behaviour/leaves-play.spec.ts',
  leavesPlayDownloads: ['Mr. Rom'],
});
