// Taya (tgq, 176_047): personnel — its special download icon downloads any Odo, or any Gamma Quadrant Non-Aligned personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_047', {
  title: 'Taya',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], titleWords: ['Odo'] }, { types: ['Personnel'], icons: ['GQ'], affiliations: ['Non-Aligned'] }] }],
});
