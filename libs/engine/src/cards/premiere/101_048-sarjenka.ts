// Sarjenka (premiere, 101_048): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_048', {
  title: 'Sarjenka',
  scenario: 'dilemmas.spec.ts',
  dilemma: { title: 'Sarjenka', steps: [{ kind: 'hook', name: 'sarjenka' }], points: 5 },
});
