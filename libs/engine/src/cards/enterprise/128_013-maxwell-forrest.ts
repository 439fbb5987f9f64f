// Maxwell Forrest (enterprise, 128_013): personnel — its special download icon downloads any NX-class ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_013', {
  title: 'Maxwell Forrest',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Ship'], shipClass: 'NX Class' }] }],
});
