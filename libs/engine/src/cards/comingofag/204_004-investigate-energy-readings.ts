// Investigate Energy Readings (comingofag, 204_004): mission — when solved, the solver may download Barash here.
import { defineCard } from '../../behaviour/define';

export default defineCard('204_004', {
  title: 'Investigate Energy Readings',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Personnel'], titles: ['Barash'] },
  },
});
