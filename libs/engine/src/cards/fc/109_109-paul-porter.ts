// Paul Porter (fc, 109_109): personnel — its special download icon downloads any PADD.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_109', {
  title: 'Paul Porter',
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Equipment'], titleWords: ['PADD'] }] }],
});
