// Shore Leave (SoG, 149_006): dilemma — a male and a female, or Honor with INTEGRITY>50, get past; the opponent may then download and seed here up to two of four named romance dilemmas.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_006', {
  title: 'Shore Leave',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'Shore Leave',
    steps: [
      { kind: 'pass', require: 'Male + Female OR Honor + INTEGRITY>50' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'download-and-seed', upTo: 2, titles: ["Female's Love Interest", "Male's Love Interest", 'Parallel Romance', 'Wind Dancer'] } },
    ],
  },
});
