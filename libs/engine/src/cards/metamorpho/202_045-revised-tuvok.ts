// Revised Tuvok (metamorpho, 202_045): personnel — its special download icon downloads any alternate-universe hologram personnel.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_045', {
  title: 'Revised Tuvok',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Personnel'], icons: ['AU', 'Holo'] }] }],
});
