// The Loss (SoG, 149_008): dilemma — two Empathy, two Mindmeld, two androids or INTEGRITY>38 get past; the opponent may then download and seed here up to two of four named dilemmas.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_008', {
  title: 'The Loss',
  scenario: 'behaviour/dilemmas/sets-c.spec.ts',
  dilemma: {
    title: 'The Loss',
    steps: [
      { kind: 'pass', require: 'Empathy x2 OR Mindmeld x2 OR 2 Android OR INTEGRITY>38' },
      { kind: 'if', test: { gotPast: true }, then: { kind: 'download-and-seed', upTo: 2, titles: ['Bendii Syndrome', 'Helpless', 'System-Wide Cascade Failure', 'Two-Dimensional Creatures'] } },
    ],
  },
});
