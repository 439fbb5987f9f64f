// Personal Duty (VP, 132_019): dilemma — to get past, Leadership or OFFICER; all such are stopped, except one random who goes on when there are two or more.
import { defineCard } from '../../behaviour/define';

export default defineCard('132_019', {
  title: 'Personal Duty',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Personal Duty',
    steps: [
      { kind: 'pass', require: 'Leadership OR OFFICER' },
      {
        kind: 'act',
        targets: { by: 'all', filter: { anySkill: ['Leadership', 'OFFICER'] }, spareOne: 'random' },
        action: 'stop',
      },
    ],
  },
});
