// Chula: The Lights (bog, 116_003): dilemma — the member whose total attributes are nearest 22 goes back to hand (you choose among ties); the rest need CUNNING>24 to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_003', {
  title: 'Chula: The Lights',
  scenario: 'behaviour/dilemmas/bog-a.spec.ts',
  dilemma: {
    title: 'Chula: The Lights',
    steps: [
      {
        kind: 'act',
        targets: { by: 'closest', measure: 'total', to: 22, tie: 'self' },
        action: 'return-to-hand',
      },
      { kind: 'pass', require: 'CUNNING>24' },
    ],
  },
});
