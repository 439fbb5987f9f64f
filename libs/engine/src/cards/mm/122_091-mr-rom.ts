// Mr. Rom (mm, 122_091): personnel — when he leaves play, his owner downloads Mr. Nog to the place he left.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_091', {
  title: 'Mr. Rom',
  scenario: 'behaviour/leaves-play.spec.ts',
  leavesPlayDownloads: ['Mr. Nog'],
});
