// Help Out a Forty-Niner? (AUT, 251_001): dilemma — you may lose 7 points to nullify it; to get past, exactly seven of your personnel here, or one member printed 7/7/7, or a non-zero score divisible by seven, or exactly seven cards in hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('251_001', {
  title: 'Help Out a Forty-Niner?',
  scenario: 'behaviour/dilemmas/AUT.spec.ts',
  dilemma: {
    title: 'Help Out a Forty-Niner?',
    steps: [
      { kind: 'may-pay-points', points: 7 },
      {
        kind: 'pass-if',
        test: { anyOf: [{ personnelHere: { exactly: 7 } }, { printedAll: 7 }, { scoreMultipleOf: 7 }, { hand: { whose: 'self', exactly: 7 } }] },
        says: 'seven personnel here, a 7/7/7 personnel, a score divisible by 7, or seven cards in hand',
      },
    ],
  },
});
