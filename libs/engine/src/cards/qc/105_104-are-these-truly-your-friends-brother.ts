// Are These Truly Your Friends, Brother? (qc, 105_104): Q interrupt, drawn in a Q-Flash — when the victim's discard pile holds
// more cards than there are personnel in the crew or Away Team facing the Q-Flash, one card of that pile is selected at random
// and shown: a card whose point box shows a number is given to the Q-Continuum's owner, who scores those points; any other
// card is placed out of play. Nothing may nullify it (a Q card drawn in a Q-Flash opens no response window).
import { defineCard } from '../../behaviour/define';

// Q-Flash (qc doorway 105_015) › "you" the victim, "opponent" the Q-Continuum's owner; 1E rulebook › RANDOM SELECTION;
// LEAVING PLAY › bonus point box. Behaviour/q-cards.ts (test `discard-pile-above-team`, effect `random-discard-gift`; point
// boxes of cards other than missions: Card.pointBox, libs/cards card-from-row.ts).
export default defineCard('105_104', {
  title: 'Are These Truly Your Friends, Brother?',
  scenario: 'behaviour/q-continuum-tail.spec.ts',
  qFlash: { if: { kind: 'discard-pile-above-team' }, effects: [{ kind: 'random-discard-gift' }] },
});
