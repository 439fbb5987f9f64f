// Learning Curve (Maquis, 172_014): incident — plays on your table (unique). As each of your turns ends, if you played two or
// more [Maq] personnel that turn, you may store the top two cards of your draw deck face down on it. At any time you may
// put it and every card stored on it beneath your draw deck and draw as many cards as you put there. The [Maq] cards stored
// on it may be played as though in your hand (play.ts › checkInHand; legal.ts offers them with the hand).
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; END OF TURN (effects at the end of a turn); DOWNLOADING (a
//   download plays the card: it counts as played). Behaviour/draw-deck-piles.ts; behaviour/stored-cards.ts (the pile).
import { youMay } from '../../behaviour/effect-builders';
import { defineCard } from '../../behaviour/define';

export default defineCard('172_014', {
  title: 'Learning Curve',
  scenario: 'behaviour/draw-deck-piles.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // draw-deck-piles.ts › playableFromPile: the [Maq] cards on it are played (reported) as though in hand.
  stores: { faceDown: true, playableAsHand: { icons: ['Maq'] } },
  triggers: [
    {
      on: 'turn-ends',
      whose: 'your',
      from: 'this-turn',
      effects: [{ kind: 'if-played-this-turn', filter: { types: ['Personnel'], icons: ['Maq'] }, atLeast: 2, then: [youMay([{ kind: 'store-top-of-draw', count: 2 }])] }],
    },
  ],
  abilities: [{ id: 'cash-in', window: 'any-time', effects: [{ kind: 'self-and-stored-beneath-draw-then-draw' }] }],
});
