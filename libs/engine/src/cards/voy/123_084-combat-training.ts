// Combat Training (voy, 123_084): mission — bonus points per Kazon-Ogla among the solvers (at most four); its requirements given here (the card list runs them into the text).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_084', {
  title: 'Combat Training',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    requirements: 'STRENGTH>50 + Maje',
    bonus: [{ kind: 'bonus-per-personnel', points: 5, filter: { characteristic: 'Kazon-Ogla' }, max: 4 }],
  },
});
