// Dig (HF2, 152_021): incident, three ways (PlayCard.mode), each needing your non-[Bor] Archaeology personnel and discarded once used — 0: a card of your discard pile goes beneath your draw deck, then you draw one card (two if that personnel is with Jean-Luc Picard or an Archaeology x2 personnel); 1: the top card of your deck is discarded, then a card of your discard pile goes on top of the deck; 2: a card from hand is discarded for a card of your discard pile taken into hand.
import { defineCard } from '../../behaviour/define';

const archaeologist = { skill: 'Archaeology', notAffiliation: 'Borg' } as const;
const requires = [{ kind: 'you-have-personnel', filter: archaeologist, atLeast: 1 }] as const;

export default defineCard('152_021', {
  title: 'Dig',
  scenario: 'behaviour/deck-recursion.spec.ts',
  play: { window: { kind: 'normal-play' }, requires },
  targets: { kind: 'your-discard' },
  triggers: [
    {
      on: 'played',
      effects: [
        { kind: 'target-to-bottom-of-draw' },
        { kind: 'draw', who: 'you', count: 1 },
        { kind: 'if-yours-present-together', host: archaeologist, with: { anyOf: [{ titles: ['Jean-Luc Picard'] }, { skill: 'Archaeology', skillLevel: 2 }] }, then: [{ kind: 'draw', who: 'you', count: 1 }] },
      ],
    },
  ],
  duration: 'instant',
  modes: [
    {
      play: { window: { kind: 'normal-play' }, requires },
      targets: { kind: 'your-discard' },
      triggers: [{ on: 'played', effects: [{ kind: 'discard-top-of-draw', who: 'you', count: 1 }, { kind: 'target-to-top-of-draw' }] }],
      duration: 'instant',
    },
    {
      play: { window: { kind: 'normal-play' }, requires },
      targets: { kind: 'hand-card-for-discard-card', discard: {} },
      triggers: [{ on: 'played', effects: [{ kind: 'swap-hand-for-discard' }] }],
      duration: 'instant',
    },
  ],
});
