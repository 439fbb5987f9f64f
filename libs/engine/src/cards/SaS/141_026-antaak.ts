// Antaak (SaS, 141_026): personnel — its special download icon downloads any Targ.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_026', {
  title: 'Antaak',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ['Targ'] }] }],
});
