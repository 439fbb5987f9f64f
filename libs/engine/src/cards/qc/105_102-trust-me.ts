// Trust Me (qc, 105_102): Q event, drawn in a Q-Flash — the Q-Continuum's owner plays it on their table until any Q-Flash.
// Each time the Q-Flash's victim plays an Amanda Rogers (not one aimed at a Q-icon card), the owner may bring two cards that
// are not artifacts from outside the game into their own discard pile (fewer when they brought fewer such cards).
import { defineCard } from '../../behaviour/define';

// Q-Flash (qc doorway 105_015) › "you" the victim, "opponent" the Q-Continuum's owner; Q-ICON CARDS. 1E rulebook › OUT-OF-PLAY
// ("conceptually outside the game"). The sibling of Amanda's Parents (105_093): when-cards-played.ts (`by: 'opponent'`,
// `notTargeting`), choices.ts (pool `ways`: the "may"; then the pool `outside`: the owner's cards from outside the game,
// behaviour/outside-the-game.ts; a pick of two, made at once when no more than two fit).
export default defineCard('105_102', {
  title: 'Trust Me',
  scenario: 'behaviour/outside-the-game.spec.ts',
  whenCardsPlayed: {
    by: 'opponent',
    filter: { titles: ['Amanda Rogers'] },
    notTargeting: { qIcon: true },
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'ways', ways: ['from-outside'] },
        pick: 1,
        upTo: true,
        chosen: 'stay',
        byWay: {
          'from-outside': [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'outside', whose: 'you', filter: { notTypes: ['Artifact'] } }, pick: 2, chosen: 'discard' }],
        },
      },
    ],
  },
  qFlash: { untilQFlash: true, effects: [{ kind: 'card-to', place: 'opponent-table' }] },
});
