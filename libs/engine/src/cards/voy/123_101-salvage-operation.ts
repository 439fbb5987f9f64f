// Salvage Operation (voy, 123_101): mission — its points are 20, 30 or 40 by how many of ENGINEER, Archaeology and Greed are present.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_101', {
  title: 'Salvage Operation',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    points: { kind: 'by-terms-met', terms: ['ENGINEER', 'Archaeology', 'Greed'], table: [0, 20, 30, 40] },
  },
});
