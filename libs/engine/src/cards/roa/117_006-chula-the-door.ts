// Chula: The Door (roa, 117_006): dilemma — you may nullify it by placing a Doorway from hand out of play; to get past, two members each give one attribute adding up to 5 or 21.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_006', {
  title: 'Chula: The Door',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Chula: The Door',
    steps: [
      { kind: 'may-discard-to-nullify', types: ['Doorway'], outOfPlay: true },
      { kind: 'pass-pair-sum', totals: [5, 21] },
    ],
  },
});
