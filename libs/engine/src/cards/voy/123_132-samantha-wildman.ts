// Samantha Wildman (voy, 123_132): personnel — its special download icon number 1 downloads any SCIENCE-related Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_132', {
  title: 'Samantha Wildman',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 1, anyOf: [{ types: ['Equipment'], characteristics: ['SCIENCE-related equipment'] }] }],
});
