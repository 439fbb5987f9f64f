// Attend Ambassadorial Banquet (llap, 195_020): mission — when solved, the solver may download Gral here.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_020', {
  title: 'Attend Ambassadorial Banquet',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Personnel'], titles: ['Gral'] },
  },
});
