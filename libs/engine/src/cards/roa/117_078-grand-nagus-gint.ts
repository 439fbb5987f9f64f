// Grand Nagus Gint (roa, 117_078): personnel — its special download icon number 1 downloads any card with the Rules of Acquisition icon.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_078', {
  title: 'Grand Nagus Gint',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 1, anyOf: [{ icons: ['Rule'] }] }],
});
