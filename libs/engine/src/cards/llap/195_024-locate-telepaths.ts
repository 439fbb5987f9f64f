// Locate Telepaths (llap, 195_024): mission — bonus points when an Aenar, a Breen or Shran is among the solvers.
import { defineCard } from '../../behaviour/define';

export default defineCard('195_024', {
  title: 'Locate Telepaths',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 5, when: { kind: 'solvers-match', filter: { anyOf: [{ characteristic: 'Aenar' }, { characteristic: 'Breen' }, { titles: ['Shran'] }] }, quantifier: 'some' } }],
  },
});
