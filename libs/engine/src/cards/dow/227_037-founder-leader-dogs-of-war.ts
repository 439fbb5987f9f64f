// Founder Leader (Dogs of War) (dow, 227_037): personnel — its special download icon downloads any Thot.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_037', {
  title: 'Founder Leader (Dogs of War)',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], titleWords: ['Thot'] }] }],
});
