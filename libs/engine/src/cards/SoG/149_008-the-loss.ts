// The Loss (SoG, 149_008): dilemma — two Empathy, two Mindmeld, two androids or INTEGRITY>38 get past.
import { defineCard } from '../../behaviour/define';

export default defineCard('149_008', {
  title: 'The Loss',
  scenario: 'behaviour/dilemmas/SoG-a.spec.ts',
  dilemma: {
    title: 'The Loss',
    steps: [{ kind: 'pass', require: 'Empathy x2 OR Mindmeld x2 OR 2 Android OR INTEGRITY>38' }],
    manual: ["the opponent's optional download and seeding of the named dilemmas here"],
  },
});
