// Shankar (Maquis, 172_047): personnel — its special download icon downloads any phaser or disruptor.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_047', {
  title: 'Shankar',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], characteristics: ['phaser', 'disruptor'] }] }],
});
