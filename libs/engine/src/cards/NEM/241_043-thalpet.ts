// Thalpet (NEM, 241_043): personnel — when she reports from hand, her owner may take a card from their discard pile into hand
// (behaviour/choices.ts: `choose-cards` from the discard pile, up to one; `whenReported.fromHand`). Her skills are printed.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_043', {
  title: 'Thalpet',
  scenario: 'behaviour/immediate-free-plays.spec.ts',
  whenReported: { fromHand: true, effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'discard', whose: 'you' }, pick: 1, upTo: true, chosen: 'to-hand' }] },
});
