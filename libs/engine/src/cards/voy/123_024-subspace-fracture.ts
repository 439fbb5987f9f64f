// Subspace Fracture (voy, 123_024): dilemma — the whole team dies unless ENGINEER, SCIENCE, Leadership and CUNNING over 28; then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_024', {
  title: 'Subspace Fracture',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Subspace Fracture',
    steps: [
      {
        kind: 'act',
        targets: { by: 'all' },
        action: 'kill',
        unless: 'ENGINEER + SCIENCE + Leadership + CUNNING>28',
      },
    ],
    discard: true,
  },
});
