// Glinn Telak (SFL, 245_020): personnel — twice per game he may download Holding Cell Door, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('245_020', {
  title: 'Glinn Telak',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Holding Cell Door'], times: 2 }],
});
