// Jeremy Lucas (enterprise, 128_010): personnel — its special download icon downloads any MEDICAL-related Equipment card.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_010', {
  title: 'Jeremy Lucas',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], characteristics: ['MEDICAL-related equipment'] }] }],
});
