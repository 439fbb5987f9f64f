// Assist Cooperative (voy, 123_082): mission — bonus points when a [Com] personnel is among the solvers.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_082', {
  title: 'Assist Cooperative',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    bonus: [{ kind: 'bonus-if', points: 10, when: { kind: 'solvers-match', filter: { icons: ['Com'] }, quantifier: 'some' } }],
  },
});
