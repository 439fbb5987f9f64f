// Temporal Narcosis (au, 103_077): interrupt — while the opponent is using Horga'hn, Revolving Door, Emergency Transporter Armbands or Energy Vortex (lying face up in play, or just played), your next turn is a double turn (the opponent's turn after it is not played).
import { defineCard } from '../../behaviour/define';

// Issue 15 (helper doors): behaviour/double-turns.ts. "Using": one of those cards of the opponent's lies face up in play
// (Horga'hn on the table, a Revolving Door on a doorway), or was just played and its response window is open.
const USING = ["Horga'hn", 'Revolving Door', 'Emergency Transporter Armbands', 'Energy Vortex'];

export default defineCard('103_077', {
  title: 'Temporal Narcosis',
  scenario: 'behaviour/doors-double-turns.spec.ts',
  // On your turn, while one of them lies face up in play.
  play: { window: { kind: 'interrupt' }, requires: [{ kind: 'opponent-using', titles: USING }] },
  triggers: [{ on: 'played', effects: [{ kind: 'take-double-turn' }] }],
  modes: [
    // Just after the opponent plays one of them (1E rulebook › THE PLAY PHASE › Clarifications: Valid responses): that
    // card is the target (the effect does not touch it).
    {
      play: { window: { kind: 'response', to: 'card-played' } },
      targets: { kind: 'opponent-card-just-played', filter: { titles: USING } },
      triggers: [{ on: 'played', effects: [{ kind: 'take-double-turn' }] }],
    },
  ],
});
