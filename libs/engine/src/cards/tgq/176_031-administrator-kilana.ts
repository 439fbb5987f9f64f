// Administrator Kilana (tgq, 176_031): personnel — once per game she may download Dominion Hierarchy, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_031', {
  title: 'Administrator Kilana',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Dominion Hierarchy'] }],
});
