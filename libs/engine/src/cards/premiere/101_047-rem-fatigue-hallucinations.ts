// REM Fatigue Hallucinations (premiere, 101_047): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_047', {
  title: 'REM Fatigue Hallucinations',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'REM Fatigue Hallucinations',
    steps: [{ kind: 'place', on: 'mission', affected: 'team', countdown: 4 }],
    cure: 'MEDICAL x3',
    points: 5,
    ongoing: { onExpiry: 'kill-affected', outpostSaves: true },
  },
});
