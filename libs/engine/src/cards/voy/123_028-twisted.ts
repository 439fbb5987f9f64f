// Twisted (voy, 123_028): dilemma — to get past, at least half the team (rounded up) must each have CUNNING above 7.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_028', {
  title: 'Twisted',
  scenario: 'behaviour/dilemmas/voy.spec.ts',
  dilemma: {
    title: 'Twisted',
    steps: [
      {
        kind: 'count',
        any: [{ filter: { above: { attribute: 'CUNNING', value: 7 } }, atLeast: 'half' }],
      },
    ],
  },
});
