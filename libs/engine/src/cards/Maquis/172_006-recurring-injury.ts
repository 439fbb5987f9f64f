// Recurring Injury (Maquis, 172_006): dilemma — to get past, the opponent stops one Biology or MEDICAL personnel; nullified by one personnel with two Biology or three MEDICAL.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_006', {
  title: 'Recurring Injury',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Recurring Injury',
    steps: [
      { kind: 'pass', require: 'Biology OR MEDICAL' },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { anySkill: ['Biology', 'MEDICAL'] },
        },
        action: 'stop',
      },
    ],
    nullify: 'Biology x2 OR MEDICAL x3',
    nullifyIndividual: true,
  },
});
