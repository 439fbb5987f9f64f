// Immortal Again (qc, 105_027): event — discards a Mortal Q in play and every Calamarain in play, then goes to the discard pile; or, played the other way, it is exchanged for one Amanda Rogers or Q2 of your discard pile (that card to your hand). Immune to Kevin Uxbridge.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; NULLIFY (a card nullified in play is discarded); Glossary › exchange (the
// played card to the discard pile, the named card from it to hand). "Q-Continuum is active again" undoes Mortal Q's
// own closing of its owner's side deck, which the engine does not model (Mortal Q is unscripted), so nothing stays closed.
export default defineCard('105_027', {
  title: 'Immortal Again',
  scenario: 'behaviour/qcau.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-in-play', filter: { titles: ['Mortal Q'] } },
  duration: 'instant',
  immuneTo: ['Kevin Uxbridge'],
  triggers: [{ on: 'played', effects: [{ kind: 'discard-target' }, { kind: 'discard-all-titled', titles: ['Calamarain'] }] }],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'cards-in-your-discard', min: 1, max: 1, filter: { titles: ['Amanda Rogers', 'Q2'] } },
      duration: 'instant',
      triggers: [{ on: 'played', effects: [{ kind: 'chosen-to-hand' }] }],
    },
  ],
});
