// Burial Ground (twt, 119_033): interrupt — once each turn, on a player: that player picks one card of their discard pile (MakeChoice); it and every other card of its card type there go out of play.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INTERRUPTS; "out-of-play" (LEAVING PLAY); the pick waits for the targeted player (behaviour/choices.ts).
export default defineCard('119_033', {
  title: 'Burial Ground',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'interrupt' }, limit: { kind: 'once-per-turn' } },
  targets: { kind: 'player' },
  triggers: [{ on: 'played', effects: [{ kind: 'choose-cards', chooser: 'target', pool: { from: 'discard', whose: 'target' }, pick: 1, chosen: 'out-of-play-with-type' }] }],
});
