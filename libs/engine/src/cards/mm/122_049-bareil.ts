// Bareil (mm, 122_049): personnel — its special download icon downloads any Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_049', {
  title: 'Bareil',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'] }] }],
});
