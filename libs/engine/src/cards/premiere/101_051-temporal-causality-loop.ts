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
    // Issue 15 (premiere-windows): undoing needs the state before the last two actions (a compensating rewind, as
    // rulings.ts does with `PastStates` and a fresh seed); player commands are decided without the earlier states.
    manual: ['undoing your last two actions of the turn and ending the turn (a rewind needs the earlier states and a fresh seed, which only rulings get)'],
  },
});
