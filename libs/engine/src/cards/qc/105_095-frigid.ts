// Frigid (qc, 105_095): Q event, drawn in a Q-Flash — the Q-Continuum's owner plays it on their table until any Q-Flash.
// The next time the Q-Flash's victim plays an Interrupt during the Q-Continuum owner's turn, that owner may move this card
// onto one of the victim's SECURITY personnel in play, which stays in stasis while the card lies on it; any Q-Flash sends
// the card back to its Q-Continuum and so ends the stasis. Declined (or no SECURITY personnel), the card is discarded.
// Fire Sculptor may nullify it (that card's other mode).
import { defineCard } from '../../behaviour/define';

// Q-Flash (qc doorway 105_015) › "you" the victim, "opponent" the Q-Continuum's owner; 1E rulebook › GETTING HURT › STASIS;
// Q-ICON CARDS (a Q card discarded goes back to its Q-Continuum while the Q-Flash doorway is on the table: qIconHome).
// Behaviour/when-cards-played.ts (`duringOwnersTurn`, `whileOnTable`), choices.ts (fate `held-in-stasis-by-source`),
// stasis.ts › releaseWhenHolderGone.
export default defineCard('105_095', {
  title: 'Frigid',
  scenario: 'behaviour/q-continuum-tail.spec.ts',
  whenCardsPlayed: {
    by: 'opponent',
    filter: { types: ['Interrupt'] },
    duringOwnersTurn: true,
    whileOnTable: true,
    effects: [
      {
        kind: 'choose-cards',
        chooser: 'you',
        pool: { from: 'personnel-in-play', whose: 'opponent', filter: { anyOf: [{ classification: 'SECURITY' }, { skill: 'SECURITY' }] } },
        pick: 1,
        upTo: true,
        chosen: 'held-in-stasis-by-source',
        ifNone: [{ kind: 'discard-self' }],
      },
    ],
  },
  qFlash: { untilQFlash: true, effects: [{ kind: 'card-to', place: 'opponent-table' }] },
});
