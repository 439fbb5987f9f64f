// Carol Marcus (Life From Lifelessness) (lfl, 138_042): personnel — her X is the number of cards in the opponent's hand, at most 5.
import { defineCard } from '../../behaviour/define';

export default defineCard('138_042', {
  title: 'Carol Marcus (Life From Lifelessness)',
  scenario: 'behaviour/personnel.spec.ts',
  modifiers: [
    { kind: 'variable-x', x: { kind: 'opponent-hand', limit: 5 }, to: {}, where: 'self' },
  ],
});
