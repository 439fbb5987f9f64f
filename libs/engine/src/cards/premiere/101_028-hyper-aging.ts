// Hyper-Aging (premiere, 101_028): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_028', {
  title: 'Hyper-Aging',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Hyper-Aging',
    steps: [{ kind: 'place', on: 'mission', affected: 'team', countdown: 4 }],
    cure: 'SCIENCE + MEDICAL x2',
    points: 5,
    ongoing: { onExpiry: 'kill-affected', quarantine: true },
  },
});
