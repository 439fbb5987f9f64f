// Incentive-Based Economics (tgq, 176_002): dilemma — to get past, Honor with no SECURITY there, or a civilian anthropologist, diplomacy and youth with someone of STRENGTH under 8.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_002', {
  title: 'Incentive-Based Economics',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Incentive-Based Economics',
    steps: [
      {
        kind: 'count',
        any: [
          { require: 'Honor', noOne: { skill: 'SECURITY' } },
          {
            require: 'CIVILIAN + Anthropology + Diplomacy + Youth',
            someone: { below: { attribute: 'STRENGTH', value: 8 } },
          },
        ],
      },
    ],
  },
});
