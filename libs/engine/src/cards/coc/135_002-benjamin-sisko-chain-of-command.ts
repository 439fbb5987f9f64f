// Benjamin Sisko (Chain of Command) (coc, 135_002): personnel — its special download icon downloads any Jake.
import { defineCard } from '../../behaviour/define';

export default defineCard('135_002', {
  title: 'Benjamin Sisko (Chain of Command)',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], titleWords: ['Jake'] }] }],
});
