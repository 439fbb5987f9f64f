// Alice (ha, 125_002): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('125_002', {
  title: 'Alice',
  scenario: 'attempt.spec.ts',
  dilemma: {
    title: 'Alice',
    steps: [
      {
        kind: 'act',
        targets: { by: 'highest', measure: { skill: 'Navigation' }, count: 1, tie: 'opponent' },
        action: 'capture',
        unless: 'Computer Skill x2 + Biology',
      },
    ],
    discard: true,
  },
});
