// Inter Arma Enim Silent Leges (tgq, 176_003): dilemma — to get past, a V.I.P. with no Treachery there, or SECURITY, Exobiology and Computer Skill with someone of INTEGRITY under 5.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_003', {
  title: 'Inter Arma Enim Silent Leges',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Inter Arma Enim Silent Leges',
    steps: [
      {
        kind: 'count',
        any: [
          { require: 'V.I.P.', noOne: { skill: 'Treachery' } },
          {
            require: 'SECURITY + Exobiology + Computer Skill',
            someone: { below: { attribute: 'INTEGRITY', value: 5 } },
          },
        ],
      },
    ],
  },
});
