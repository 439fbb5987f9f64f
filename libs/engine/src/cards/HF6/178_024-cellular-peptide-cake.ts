// Cellular Peptide Cake (HF6, 178_024): event — on your table; at any time, an opponent's Event in play (not [Ref], not a Treaty, not immune to Kevin Uxbridge) goes back to its owner's hand; then either you discard an Event from hand and this card goes back to your hand, or (no Event discarded) this card is discarded (your pick, MakeChoice).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS; the "OR" is one pick (behaviour/choices.ts): an Event of your hand, or none.
export default defineCard('178_024', {
  title: 'Cellular Peptide Cake',
  scenario: 'behaviour/choices.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'return-event',
      window: 'any-time',
      targets: { kind: 'opponent-event-returnable', unlessImmuneTo: 'Kevin Uxbridge' },
      effects: [
        { kind: 'target-to-hand' },
        { kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you', filter: { types: ['Event'] } }, pick: 1, upTo: true, chosen: 'discard', then: [{ kind: 'self-back-to-hand' }], ifNone: [{ kind: 'discard-self' }] },
      ],
    },
  ],
});
