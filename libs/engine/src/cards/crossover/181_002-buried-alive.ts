// Buried Alive (crossover, 181_002): dilemma — met under a mission the opponent seeded, it is placed on the mission and the attempt ends.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_002', {
  title: 'Buried Alive',
  scenario: 'behaviour/dilemmas/crossover-a.spec.ts',
  dilemma: {
    title: 'Buried Alive',
    steps: [
      {
        kind: 'if',
        test: { seededByOpponent: true },
        then: { kind: 'place', on: 'mission', affected: 'none' },
      },
      { kind: 'if', test: { seededByOpponent: true }, then: { kind: 'end-attempt' } },
    ],
    manual: [
      'while placed, the mission also carries a space icon (missions do not change type in the engine)',
    ],
  },
});
