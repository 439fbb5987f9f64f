// Temporal Causality Loop (premiere, 101_051): a dilemma, in the effect model's words (never the printed text).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_051', {
  title: 'Temporal Causality Loop',
  scenario: 'dilemmas.spec.ts',
  dilemma: {
    title: 'Temporal Causality Loop',
    steps: [{ kind: 'hook', name: 'stop-team', unless: 'SCIENCE + CUNNING>35' }],
    discard: true,
    points: 5,
    manual: ['undoing your last two actions of the turn and ending the turn'],
  },
});
