// Charles Tucker III (enterprise, 128_005): personnel — its special download icon downloads any tricorder.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_005', {
  title: 'Charles Tucker III',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], titleWords: ['tricorder'] }] }],
});
