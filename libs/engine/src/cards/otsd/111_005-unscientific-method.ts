// Unscientific Method (otsd, 111_005): dilemma — the most cunning SCIENCE personnel with neither Greed nor Treachery dies (ties: the opponent chooses); then CUNNING over 24 must remain to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('111_005', {
  title: 'Unscientific Method',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Unscientific Method',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'highest',
          measure: 'CUNNING',
          count: 1,
          tie: 'opponent',
          filter: { skill: 'SCIENCE', notSkills: ['Greed', 'Treachery'] },
        },
        action: 'kill',
      },
      { kind: 'pass', require: 'CUNNING>24' },
    ],
  },
});
