// Halok (voy, 123_145): personnel — its special download icon downloads any ENGINEER-related Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_145', {
  title: 'Halok',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], characteristics: ['ENGINEER-related equipment'] }] }],
});
