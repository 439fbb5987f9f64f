// Tense Negotiations (TNG, 155_012): dilemma — to get past, the opponent stops one Diplomacy or Leadership personnel; nullified by one personnel with three of either.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_012', {
  title: 'Tense Negotiations',
  scenario: 'behaviour/dilemmas/TNG.spec.ts',
  dilemma: {
    title: 'Tense Negotiations',
    steps: [
      { kind: 'pass', require: 'Diplomacy OR Leadership' },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { anySkill: ['Diplomacy', 'Leadership'] },
        },
        action: 'stop',
      },
    ],
    nullify: 'Diplomacy x3 OR Leadership x3',
    nullifyIndividual: true,
  },
});
