// Sinam (llap, 195_039): personnel — its special download icon downloads any Vulcan Espionage card.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_039', {
  title: 'Sinam',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ characteristics: ['Vulcan espionage'] }] }],
});
