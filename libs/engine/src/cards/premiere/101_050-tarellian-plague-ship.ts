// Tarellian Plague Ship (premiere, 101_050): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_050', {
  title: 'Tarellian Plague Ship',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Tarellian Plague Ship',
    steps: [{ kind: 'hook', name: 'plague-ship' }],
    discard: true,
    points: 5,
  },
});
