// Maman Picard (au, 103_020): dilemma — a Federation ship is sent at once to an end of the spaceline of the opponent's choosing.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_020', {
  title: 'Maman Picard',
  scenario: 'behaviour/dilemmas/au-a.spec.ts',
  dilemma: {
    title: 'Maman Picard',
    steps: [
      {
        kind: 'if',
        test: { shipAffiliation: 'Federation' },
        then: { kind: 'ship-to-spaceline-end' },
      },
    ],
  },
});
