// Aid Clone Colony (agt, 127_012): mission — when solved, the solver may download a copy of a personnel in play here.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_012', {
  title: 'Aid Clone Colony',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Personnel'], copyOfPersonnelInPlay: true },
  },
});
