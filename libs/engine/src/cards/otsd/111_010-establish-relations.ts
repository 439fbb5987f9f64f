// Establish Relations (otsd, 111_010): mission — when solved, the solver may download a Non-Aligned personnel here.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_010', {
  title: 'Establish Relations',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Personnel'], affiliations: ['Non-Aligned'] },
  },
});
