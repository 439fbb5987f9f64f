// Command Decisions (metamorpho, 202_001): dilemma — a random member dies unless one with Leadership or OFFICER is stopped instead; then STRENGTH>24 is needed.
import { defineCard } from '../../behaviour/define';

export default defineCard('202_001', {
  title: 'Command Decisions',
  scenario: 'behaviour/dilemmas/others.spec.ts',
  dilemma: {
    title: 'Command Decisions',
    steps: [
      // A random member dies unless the team can spare one with Leadership or OFFICER: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Leadership OR OFFICER',
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: { anySkill: ['Leadership', 'OFFICER'] },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'STRENGTH>24' },
    ],
  },
});
