// War Games (TNG, 155_014): dilemma — two ENGINEER, SECURITY and Navigation get past; then it lies on the ship.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_014', {
  title: 'War Games',
  scenario: 'behaviour/dilemmas/TNG-a.spec.ts',
  dilemma: {
    title: 'War Games',
    steps: [
      { kind: 'pass', require: 'ENGINEER x2 + SECURITY + Navigation' },
      {
        kind: 'if',
        test: { gotPast: true },
        then: { kind: 'place', on: 'ship', affected: 'none' },
      },
    ],
    manual: [
      "an opponent's ship moving to this location discards it and the opponent scores its points",
    ],
  },
});
