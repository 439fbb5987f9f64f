// Insurrection (tmp, 126_029): mission — Ba'ku may report to its planet for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_029', {
  title: 'Insurrection',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ personnel: { species: "Ba'ku" }, free: true }],
  },
});
