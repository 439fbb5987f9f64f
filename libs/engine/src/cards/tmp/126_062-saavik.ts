// Saavik (tmp, 126_062): personnel — its special download icon downloads any Referee card or Kobayashi Maru Scenario.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_062', {
  title: 'Saavik',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ icons: ['Ref'] }, { titles: ['Kobayashi Maru Scenario'] }] }],
});
