// Penk (voy, 123_170): personnel — its special download icon downloads any other card naming Tsunkatse in its title or lore.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_170', {
  title: 'Penk',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ titleOrLoreWords: 'Tsunkatse', otherThanSource: true }] }],
});
