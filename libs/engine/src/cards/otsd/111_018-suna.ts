// Suna (otsd, 111_018): personnel — once per game it may download Reflection Therapy, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_018', {
  title: 'Suna',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Reflection Therapy'] }],
});
