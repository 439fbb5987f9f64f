// Warp Bubble Mishap (TNG, 155_015): dilemma — a random member dies unless one with Physics or SCIENCE is stopped instead; then CUNNING>24 must remain.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_015', {
  title: 'Warp Bubble Mishap',
  scenario: 'behaviour/dilemmas/TNG.spec.ts',
  dilemma: {
    title: 'Warp Bubble Mishap',
    steps: [
      // A random member dies unless the team can spare one with Physics or SCIENCE: that one is stopped instead.
      {
        kind: 'act',
        targets: { by: 'random', count: 1 },
        action: 'kill',
        unless: 'Physics OR SCIENCE',
      },
      {
        kind: 'act',
        targets: {
          by: 'choice',
          chooser: 'self',
          count: 1,
          filter: { anySkill: ['Physics', 'SCIENCE'] },
        },
        action: 'stop',
      },
      { kind: 'pass', require: 'CUNNING>24' },
    ],
  },
});
