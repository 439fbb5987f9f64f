// Empathic Echo (au, 103_013): dilemma — a random empath dies unless SECURITY and MEDICAL are there; no empath, no effect.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_013', {
  title: 'Empathic Echo',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Empathic Echo',
    steps: [
      {
        kind: 'act',
        targets: { by: 'random', count: 1, filter: { skill: 'Empathy' } },
        action: 'kill',
        unless: 'SECURITY + MEDICAL',
      },
    ],
  },
});
