// Kai Winn (dom, 115_065): personnel — its special download icon downloads any Bajoran treaty.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_065', {
  title: 'Kai Winn',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ['Bajoran treaty'] }] }],
});
