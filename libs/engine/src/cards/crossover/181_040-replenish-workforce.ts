// Replenish Workforce (crossover, 181_040): mission — when solved, the solver may download a [KCA] Human here.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_040', {
  title: 'Replenish Workforce',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Personnel'], icons: ['KCA'], species: 'Human' },
  },
});
