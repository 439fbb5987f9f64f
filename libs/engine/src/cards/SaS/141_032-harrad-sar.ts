// Harrad-Sar (SaS, 141_032): personnel — its special download icon downloads any slave girl.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_032', {
  title: 'Harrad-Sar',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ['Slave Girl'] }] }],
});
