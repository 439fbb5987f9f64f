// Thasian Powers (Cage, 212_011): dilemma — you may throw away any number of cards from hand; to get past, CUNNING must exceed 40 plus 5 for each card still in hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('212_011', {
  title: 'Thasian Powers',
  scenario: 'behaviour/dilemmas/Cage-a.spec.ts',
  dilemma: {
    title: 'Thasian Powers',
    steps: [
      { kind: 'discard-any-from-hand' },
      { kind: 'pass-scaled', attribute: 'CUNNING', base: 40, per: 5, count: { handSize: true } },
    ],
  },
});
