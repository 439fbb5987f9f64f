// Revised Neelix (metamorpho, 202_042): personnel — its special download icon downloads any hand weapon.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_042', {
  title: 'Revised Neelix',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], characteristics: ['hand weapon'] }] }],
});
