// Chief O'Brien (bog, 116_088): personnel — once each turn he may download Brainwash, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_088', {
  title: "Chief O'Brien",
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Brainwash'], per: 'turn' }],
});
