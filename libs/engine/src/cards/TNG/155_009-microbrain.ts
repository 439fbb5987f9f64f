// Microbrain (TNG, 155_009): dilemma — to get past, the opponent stops one Exobiology or Geology personnel; nullified by one personnel with three of either.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_009', {
  title: 'Microbrain',
  scenario: 'behaviour/dilemmas/TNG.spec.ts',
  dilemma: {
    title: 'Microbrain',
    steps: [
      { kind: 'pass', require: 'Exobiology OR Geology' },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { anySkill: ['Exobiology', 'Geology'] },
        },
        action: 'stop',
      },
    ],
    nullify: 'Exobiology x3 OR Geology x3',
    nullifyIndividual: true,
  },
});
