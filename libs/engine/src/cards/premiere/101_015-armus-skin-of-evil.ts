// Armus - Skin of Evil (premiere, 101_015): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_015', {
  title: 'Armus - Skin of Evil',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Armus - Skin of Evil',
    steps: [{ kind: 'act', targets: { by: 'random', count: 1 }, action: 'kill' }],
    discard: true,
  },
});
