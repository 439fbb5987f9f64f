// Rishon (SoG, 149_046): personnel — twice per game she may download Rishon Uxbridge, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_046', {
  title: 'Rishon',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Rishon Uxbridge'], times: 2 }],
});
