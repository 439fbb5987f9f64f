// Emergency Conversion (mm, 122_007): dilemma — to get past: two Astrophysics and Transporter Skill.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_007', {
  title: 'Emergency Conversion',
  scenario: 'behaviour/dilemmas-sets.spec.ts',
  dilemma: {
    title: 'Emergency Conversion',
    steps: [{ kind: 'pass', require: 'Astrophysics x2 + Transporter Skill' }],
  },
});
