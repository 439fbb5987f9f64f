// Erika Hernandez (SaS, 141_042): personnel — its special download icon downloads any Captain's Order card.
import { defineCard } from '../../behaviour/define';

export default defineCard('141_042', {
  title: 'Erika Hernandez',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ["Captain's Order"] }] }],
});
