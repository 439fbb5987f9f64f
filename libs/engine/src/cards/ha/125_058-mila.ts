// Mila (ha, 125_058): personnel — its special download icon downloads any Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_058', {
  title: 'Mila',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'] }] }],
});
