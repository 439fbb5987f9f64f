// Ambassador Sarek (tmp, 126_037): personnel — its special download icon downloads any Federation treaty.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_037', {
  title: 'Ambassador Sarek',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ['Federation treaty'] }] }],
});
