// Impassable Door (premiere, 101_030): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_030', {
  title: 'Impassable Door',
  scenario: 'dilemmas.spec.ts',
  dilemma: { title: 'Impassable Door', steps: [{ kind: 'pass', require: 'Computer Skill' }] },
});
