// Thought Maker (premiere, 101_005): artifact — played once as an interrupt: you look through the opponent's draw deck.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_005', {
  title: 'Thought Maker',
  scenario: 'behaviour/premiere-events.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'look-at', what: 'opponent-draw-deck' }] }],
  duration: 'instant',
  manual: ['putting the looked-at deck in a new order (declare the moves as a manual effect; needs a choice made after the look: the engine has no pending choice for a played card)'],
});
