// Ferengi Attack (au, 103_014): dilemma — the opponent picks an Away Team member to die, unless the team has Greed or CUNNING plus STRENGTH above 68; discarded either way.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_014', {
  title: 'Ferengi Attack',
  scenario: 'behaviour/dilemmas/au.spec.ts',
  dilemma: {
    title: 'Ferengi Attack',
    steps: [
      {
        kind: 'act',
        targets: { by: 'choice', chooser: 'opponent', count: 1 },
        action: 'kill',
        unlessAny: [{ require: 'Greed' }, { best: ['CUNNING', 'STRENGTH'], upTo: 99, above: 68 }],
      },
    ],
    discard: true,
  },
});
