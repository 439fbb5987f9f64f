// Shore Leave (SoG, 149_006): dilemma — a male and a female, or Honor with INTEGRITY>50, get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_006', {
  title: 'Shore Leave',
  scenario: 'behaviour/dilemmas/SoG-a.spec.ts',
  dilemma: {
    title: 'Shore Leave',
    steps: [{ kind: 'pass', require: 'Male + Female OR Honor + INTEGRITY>50' }],
    manual: ["the opponent's optional download and seeding of the named dilemmas here"],
  },
});
