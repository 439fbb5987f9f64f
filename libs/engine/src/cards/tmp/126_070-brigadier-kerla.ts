// Brigadier Kerla (tmp, 126_070): personnel — its special download icon downloads any Films Klingon Chancellor.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_070', {
  title: 'Brigadier Kerla',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], icons: ['Films'], affiliations: ['Klingon'], characteristics: ['Chancellor'] }] }],
});
