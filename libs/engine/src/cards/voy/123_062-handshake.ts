// Handshake (voy, 123_062): incident — one of three ways, then discarded. 0: once each turn, for free, while you have played no card this turn and hold fewer other cards than your opponent: your opponent chooses — they discard three cards of their choice (picking this card as the answer), or you draw three (picking nothing). 1: you look at the top five cards of any draw deck or discard pile and put them back in the order you choose. 2: with at least three other cards in hand, you discard your hand and draw seven.
//   1E rulebook › THE CARDS › INCIDENTS; PLAYING "FOR FREE"; MISCELLANEOUS RULES › LOOKING AT CARDS ("for ten seconds": a look has no clock here).
import { defineCard } from '../../behaviour/define';
import { yesOrNo } from '../../behaviour/effect-builders';

export default defineCard('123_062', {
  title: 'Handshake',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  // hand-plays.ts (helper dqv): the conditions on hands and on the cards played this turn.
  play: { window: { kind: 'normal-play' }, free: { kind: 'always' }, limit: { kind: 'once-per-turn' }, requires: [{ kind: 'no-cards-played-this-turn' }, { kind: 'hand-fewer-than-opponent' }] },
  triggers: [
    {
      on: 'played',
      effects: [
        yesOrNo('opponent', [{ kind: 'choose-cards', chooser: 'opponent', pool: { from: 'hand', whose: 'opponent' }, pick: 3, chosen: 'discard' }], [{ kind: 'draw', who: 'you', count: 3 }]),
      ],
    },
  ],
  duration: 'instant',
  modes: [
    { play: { window: { kind: 'normal-play' } }, targets: { kind: 'pile-to-look-at' }, triggers: [{ on: 'played', effects: [{ kind: 'arrange-top-of-target-pile', count: 5 }] }], duration: 'instant' },
    {
      play: { window: { kind: 'normal-play' }, requires: [{ kind: 'other-cards-in-hand-at-least', count: 3 }] },
      triggers: [{ on: 'played', effects: [{ kind: 'discard-hand', who: 'you' }, { kind: 'draw', who: 'you', count: 7 }] }],
      duration: 'instant',
    },
  ],
});
