// Thought Maker (premiere, 101_005): artifact — played once as an interrupt: you look through the opponent's draw deck, then put it in the order you choose.
import { defineCard } from '../../behaviour/define';

export default defineCard('101_005', {
  title: 'Thought Maker',
  scenario: 'behaviour/premiere-windows.spec.ts',
  play: { window: { kind: 'interrupt' } },
  triggers: [{ on: 'played', effects: [{ kind: 'look-at', what: 'opponent-draw-deck' }, { kind: 'arrange-opponent-draw-deck' }] }],
  duration: 'instant',
});
