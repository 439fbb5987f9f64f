// Matriarchal Society (premiere, 101_033): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_033', {
  title: 'Matriarchal Society',
  scenario: 'dilemmas.spec.ts',
  dilemma: { title: 'Matriarchal Society', steps: [{ kind: 'pass', require: '2 Female' }] },
});
