// Ensure Their Silence (crossover, 181_006): dilemma — one random member is silenced (killed).
import { defineCard } from '../../behaviour/define';

export default defineCard('181_006', {
  title: 'Ensure Their Silence',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Ensure Their Silence',
    steps: [{ kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' }],
    manual: [
      "when an opponent's infiltrator attempts: two more die and the infiltrator is exposed (infiltration is not modelled)",
    ],
  },
});
