// Hanok (roa, 117_061): personnel — its special download icon downloads any card with the Rules of Acquisition icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_061', {
  title: 'Hanok',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ icons: ['Rule'] }] }],
});
