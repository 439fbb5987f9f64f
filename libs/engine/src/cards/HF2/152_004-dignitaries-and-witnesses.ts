// Dignitaries and Witnesses (HF2, 152_004): dilemma — to get past, a senior figure (admiral, general, three leaders, or a Kazon maje) backed by enough of one attribute.
import { defineCard } from '../../behaviour/define';

export default defineCard('152_004', {
  title: 'Dignitaries and Witnesses',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Dignitaries and Witnesses',
    steps: [
      {
        kind: 'pass',
        require:
          'INTEGRITY>20 + Admiral OR STRENGTH>30 + General OR CUNNING>30 + Leadership x3 OR STRENGTH>20 + Maje',
      },
    ],
  },
});
