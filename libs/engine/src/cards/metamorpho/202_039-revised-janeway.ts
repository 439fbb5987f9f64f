// Revised Janeway (metamorpho, 202_039): personnel — its special download icon downloads any Delta Quadrant card naming the 31st century in its lore.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_039', {
  title: 'Revised Janeway',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ icons: ['DQ'], loreWords: '31st-century' }] }],
});
