// Twelve of Ninety-Six (RiF, 153_013): personnel — in place of his owner's end-of-turn card draw he may download Temporal Vortex, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('153_013', {
  title: 'Twelve of Ninety-Six',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Temporal Vortex'], insteadOf: 'card-draw' }],
});
