// Kazon Conference (voy, 123_091): mission — bonus points per different Maje among the solvers.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_091', {
  title: 'Kazon Conference',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-per-personnel', points: 5, filter: { characteristic: 'Maje' }, distinct: true }],
  },
});
