// Curzon Odo (equilibriu, 209_002): personnel — when he leaves play, his owner downloads Odo and Jadzia Dax to the place he left.
import { defineCard } from '../../behaviour/define';

export default defineCard('209_002', {
  title: 'Curzon Odo',
  scenario: 'behaviour/leaves-play.spec.ts',
  leavesPlayDownloads: ['Odo', 'Jadzia Dax'],
});
