// Muk (SoG, 149_041): personnel — its special download icon downloads any 22nd-century Ferengi personnel or 22nd-century equipment.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_041', {
  title: 'Muk',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], affiliations: ['Ferengi'], icons: ['22'] }, { types: ['Equipment'], icons: ['22'] }] }],
});
