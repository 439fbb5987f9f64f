// Picking Up the Pieces (HF, 139_013): dilemma — to get past, Geology or Computer Skill; all such are stopped, except one random who goes on when there are two or more.
import { defineCard } from '../../behaviour/define';

export default defineCard('139_013', {
  title: 'Picking Up the Pieces',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Picking Up the Pieces',
    steps: [
      { kind: 'pass', require: 'Geology OR Computer Skill' },
      {
        kind: 'act',
        targets: {
          by: 'all',
          filter: { anySkill: ['Geology', 'Computer Skill'] },
          spareOne: 'random',
        },
        action: 'stop',
      },
    ],
  },
});
