// Chula: Echoes (ha, 125_003): dilemma — three random members are chosen; if the highest CUNNING among them is odd, all three are stopped.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_003', {
  title: 'Chula: Echoes',
  scenario: 'behaviour/dilemmas/ha-a.spec.ts',
  dilemma: {
    title: 'Chula: Echoes',
    steps: [
      { kind: 'pick', targets: { by: 'random', count: 3 } },
      { kind: 'parity', measure: 'CUNNING', combine: 'highest', odd: 'stop' },
    ],
  },
});
