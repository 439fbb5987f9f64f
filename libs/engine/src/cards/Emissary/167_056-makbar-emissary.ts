// Makbar (Emissary) (Emissary, 167_056): personnel — its special download icon downloads any card with the Punishment icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_056', {
  title: 'Makbar (Emissary)',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ icons: ['Pun'] }] }],
});
