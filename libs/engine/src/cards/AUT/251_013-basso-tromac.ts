// Basso Tromac (AUT, 251_013): personnel — once per game he may download a universal Bajoran female personnel, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_013', {
  title: 'Basso Tromac',
  scenario: 'behaviour/class-downloads.spec.ts',
  skillDownloads: [{ titles: ['any universal Bajoran female personnel'] }],
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], universal: true, allCharacteristics: ['Bajoran', 'Female'] }] }],
});
