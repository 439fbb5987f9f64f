// Ancient Computer (premiere, 101_013): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_013', {
  title: 'Ancient Computer',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Ancient Computer',
    steps: [{ kind: 'pass', require: 'Computer Skill x2 OR SCIENCE x3 OR ENGINEER x3' }],
  },
});
