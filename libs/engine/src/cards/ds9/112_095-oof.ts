// Oof! (ds9, 112_095): interrupt — as a response, cancels a Fightin' Words just encountered; or each Amanda Rogers, Kevin Uxbridge and Q2 in your opponent's point area is placed out of play, and they lose 5 points for each. Immune to Amanda Rogers.
import { defineCard } from '../../behaviour/define';

export default defineCard('112_095', {
  title: 'Oof!',
  scenario: 'behaviour/interrupts-d.spec.ts',
  play: { window: { kind: 'response', to: 'dilemma-encountered' } },
  targets: { kind: 'just-played', filter: { titles: ['Fightin\' Words'] } },
  triggers: [{ on: 'played', effects: [{ kind: 'nullify-target' }] }],
  immuneTo: ['Amanda Rogers'],
  modes: [
    {
      play: { window: { kind: 'interrupt' } },
      targets: undefined,
      triggers: [{ on: 'played', effects: [{ kind: 'opponent-bonus-out-of-play', titles: ['Amanda Rogers', 'Kevin Uxbridge', 'Q2'], pointsEach: -5 }] }],
    },
  ],
});
