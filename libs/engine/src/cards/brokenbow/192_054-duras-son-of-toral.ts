// Duras Son of Toral (brokenbow, 192_054): personnel — its special download icon downloads any universal 22nd-century Klingon personnel naming Duras in its lore.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_054', {
  title: 'Duras Son of Toral',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], universal: true, affiliations: ['Klingon'], icons: ['22'], loreWords: 'Duras' }] }],
});
