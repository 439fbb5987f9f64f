// T'Pol (enterprise, 128_015): personnel — its special download icon downloads any Interrupt naming Vulcan in its title or game text.
import { defineCard } from '../../behaviour/define';

export default defineCard('128_015', {
  title: "T'Pol",
  scenario: 'behaviour/class-downloads.spec.ts',
  classDownloads: [{ icon: 0, anyOf: [{ types: ['Interrupt'], titleOrTextWords: 'Vulcan' }] }],
});
