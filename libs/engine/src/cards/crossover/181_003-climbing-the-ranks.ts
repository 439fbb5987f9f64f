// Climbing the Ranks (crossover, 181_003): dilemma — the strongest OFFICER without Leadership dies (ties: the opponent chooses); then STRENGTH over 24 must remain to get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('181_003', {
  title: 'Climbing the Ranks',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Climbing the Ranks',
    steps: [
      {
        kind: 'act',
        targets: {
          by: 'highest',
          measure: 'STRENGTH',
          count: 1,
          tie: 'opponent',
          filter: { skill: 'OFFICER', notSkills: ['Leadership'] },
        },
        action: 'kill',
      },
      { kind: 'pass', require: 'STRENGTH>24' },
    ],
  },
});
