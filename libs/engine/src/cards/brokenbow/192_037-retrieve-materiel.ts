// Retrieve Materiel (brokenbow, 192_037): mission — when solved, the solver may download a [22] equipment here.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_037', {
  title: 'Retrieve Materiel',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    solvedDownload: { types: ['Equipment'], icons: ['22'] },
  },
});
