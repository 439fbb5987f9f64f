// Yint (twt, 119_093): personnel — its special download icon downloads any Disruptor Rifle.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_093', {
  title: 'Yint',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], titleWords: ['Disruptor Rifle'] }] }],
});
