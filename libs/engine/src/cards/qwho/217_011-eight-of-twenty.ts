// Eight of Twenty (qwho, 217_011): personnel — once per game it may download Redirected Effort, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('217_011', {
  title: 'Eight of Twenty',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Redirected Effort'] }],
});
