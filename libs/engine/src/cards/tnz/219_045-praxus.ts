// Praxus (tnz, 219_045): personnel — in place of his owner's end-of-turn card draw he may download Cloaked Maneuvers, as a special download.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_045', {
  title: 'Praxus',
  scenario: 'behaviour/personnel-b.spec.ts',
  skillDownloads: [{ titles: ['Cloaked Maneuvers'], insteadOf: 'card-draw' }],
});
