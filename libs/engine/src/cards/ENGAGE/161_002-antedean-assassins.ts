// Antedean Assassins (ENGAGE, 161_002): dilemma — to get past, the opponent stops one Anthropology or Empathy personnel; nullified by one personnel with two of either.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_002', {
  title: 'Antedean Assassins',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Antedean Assassins',
    steps: [
      { kind: 'pass', require: 'Anthropology OR Empathy' },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'opponent',
          count: 1,
          filter: { anySkill: ['Anthropology', 'Empathy'] },
        },
        action: 'stop',
      },
    ],
    nullify: 'Anthropology x2 OR Empathy x2',
    nullifyIndividual: true,
  },
});
