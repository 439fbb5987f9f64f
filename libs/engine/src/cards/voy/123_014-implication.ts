// Implication (voy, 123_014): dilemma — to get past: three Diplomacy with INTEGRITY over 30, or Law with CUNNING over 30.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_014', {
  title: 'Implication',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Implication',
    steps: [{ kind: 'pass', require: 'Diplomacy x3 + INTEGRITY>30 OR Law + CUNNING>30' }],
  },
});
