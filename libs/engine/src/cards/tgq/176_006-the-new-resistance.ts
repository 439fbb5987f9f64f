// The New Resistance (tgq, 176_006): dilemma — to get past, Honor with no OFFICER there, or Diplomacy, Leadership, Computer Skill and a V.I.P. with someone of CUNNING under 7.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_006', {
  title: 'The New Resistance',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'The New Resistance',
    steps: [
      {
        kind: 'count',
        any: [
          { require: 'Honor', noOne: { skill: 'OFFICER' } },
          {
            require: 'Diplomacy + Leadership + Computer Skill + V.I.P.',
            someone: { below: { attribute: 'CUNNING', value: 7 } },
          },
        ],
      },
    ],
  },
});
