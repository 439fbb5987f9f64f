// Runabout Search (roa, 117_045): mission — when solved, the solver may download Odo or Quark here.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_045', {
  title: 'Runabout Search',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Personnel'], titles: ['Odo', 'Quark'] },
  },
});
