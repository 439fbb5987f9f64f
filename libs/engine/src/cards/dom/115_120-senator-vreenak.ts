// Senator Vreenak (dom, 115_120): personnel — its special download icon downloads any Romulan treaty.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_120', {
  title: 'Senator Vreenak',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ['Romulan treaty'] }] }],
});
