// Temporal Narcosis (au, 103_077): interrupt — while the opponent is using Horga'hn, Revolving Door, Emergency Transporter Armbands or Energy Vortex (just played, or lying face up in play), your next turn is a double turn (the opponent's turn after it is not played).
import { defineCard } from '../../behaviour/define';

// Issue 15 (helper doors): behaviour/double-turns.ts. "Using": one of those cards of the opponent's is in its response
// window just after being played, or lies face up in play (Horga'hn on the table, a Revolving Door on a doorway).
const USING = ["Horga'hn", 'Revolving Door', 'Emergency Transporter Armbands', 'Energy Vortex'];

export default defineCard('103_077', {
  title: 'Temporal Narcosis',
  scenario: 'behaviour/doors-double-turns.spec.ts',
  // Just after the opponent plays one of them (1E rulebook › THE PLAY PHASE › Clarifications: Valid responses).
  play: { window: { kind: 'response', to: 'card-played' }, requires: [{ kind: 'opponent-using', titles: USING }] },
  triggers: [{ on: 'played', effects: [{ kind: 'take-double-turn' }] }],
  modes: [
    // On your turn, while one of them lies face up in play.
    {
      play: { window: { kind: 'interrupt' }, requires: [{ kind: 'opponent-using', titles: USING }] },
      triggers: [{ on: 'played', effects: [{ kind: 'take-double-turn' }] }],
    },
  ],
});
