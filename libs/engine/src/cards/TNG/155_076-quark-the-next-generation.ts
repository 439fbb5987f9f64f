// Quark (The Next Generation) (TNG, 155_076): personnel — its special download icon downloads any PADD.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_076', {
  title: 'Quark (The Next Generation)',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], titleWords: ['PADD'] }] }],
});
