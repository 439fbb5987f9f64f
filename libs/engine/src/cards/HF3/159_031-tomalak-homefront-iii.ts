// Tomalak (Homefront III) (HF3, 159_031): personnel — its special download icon downloads any Captain's Order card.
import { defineCard } from '../../behaviour/define';

export default defineCard('159_031', {
  title: 'Tomalak (Homefront III)',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ["Captain's Order"] }] }],
});
