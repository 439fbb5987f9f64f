// Maintenance Overhaul (borg, 124_039): mission — when solved, the solver may download Divert Power.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_039', {
  title: 'Maintenance Overhaul',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { titles: ['Divert Power'] },
  },
});
