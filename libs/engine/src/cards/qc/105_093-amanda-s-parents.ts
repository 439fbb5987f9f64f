// Amanda's Parents (qc, 105_093): Q event, drawn in a Q-Flash — the Q-Continuum's owner plays it on their table until any
// Q-Flash. Each time the Q-Flash's victim plays an Amanda Rogers (not one aimed at a Q-icon card), the owner may place that
// Amanda Rogers out of play together with two other cards of the victim's discard pile, of the owner's choosing (all the
// others when fewer than two are there).
import { defineCard } from '../../behaviour/define';

// Q-Flash (qc doorway 105_015) › "you" the victim, "opponent" the Q-Continuum's owner; Q-ICON CARDS. Behaviour/
// when-cards-played.ts (`by: 'opponent'`, `notTargeting`, `targetPlayed`: the Amanda Rogers played, an interrupt already
// in its player's discard pile as it is played: play.ts › destinationOf), choices.ts (pool `ways`: the "may"; then a pick
// of two from the discard pile, made at once when no more than two are there), card-moves.ts (`target-out-of-play`).
export default defineCard('105_093', {
  title: "Amanda's Parents",
  scenario: 'behaviour/q-continuum-tail.spec.ts',
  whenCardsPlayed: {
    by: 'opponent',
    filter: { titles: ['Amanda Rogers'] },
    notTargeting: { qIcon: true },
    targetPlayed: true,
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'ways', ways: ['out-of-play'] },
        pick: 1,
        upTo: true,
        chosen: 'stay',
        byWay: {
          'out-of-play': [
            { kind: 'target-out-of-play' },
            { kind: 'choose-cards', chooser: 'you', pool: { from: 'discard', whose: 'opponent' }, pick: 2, chosen: 'out-of-play' },
          ],
        },
      },
    ],
  },
  qFlash: { untilQFlash: true, effects: [{ kind: 'card-to', place: 'opponent-table' }] },
});
