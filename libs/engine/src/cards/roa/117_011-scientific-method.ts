// Scientific Method (roa, 117_011): dilemma — to get past: MEDICAL and three SCIENCE.
import { defineCard } from '../../behaviour/define';

export default defineCard('117_011', {
  title: 'Scientific Method',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Scientific Method',
    steps: [{ kind: 'pass', require: 'MEDICAL + SCIENCE x3' }],
  },
});
