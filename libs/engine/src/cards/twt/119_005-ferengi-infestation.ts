// Ferengi Infestation (twt, 119_005): dilemma — to get past, SECURITY ×2 + CUNNING>50.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_005', {
  title: 'Ferengi Infestation',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Ferengi Infestation',
    steps: [{ kind: 'pass', require: 'SECURITY x2 + CUNNING>50' }],
    manual: ['the opponent\'s optional download of up to two male Ferengi (six at Empok Nor) to a facility here'],
  },
});
