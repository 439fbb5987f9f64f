// Ferengi Infestation (twt, 119_005): dilemma — the opponent may download up to two male Ferengi (six at Empok Nor) to their facility here; to get past, SECURITY ×2 + CUNNING>50.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_005', {
  title: 'Ferengi Infestation',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Ferengi Infestation',
    steps: [
      { kind: 'opponent-downloads-personnel', filter: { characteristic: 'Male', anyOf: [{ affiliation: 'Ferengi' }, { characteristic: 'Ferengi' }] }, upTo: 2, more: { title: 'Empok Nor', upTo: 6 } },
      { kind: 'pass', require: 'SECURITY x2 + CUNNING>50' },
    ],
  },
});
