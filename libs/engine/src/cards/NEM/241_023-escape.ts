// Escape (NEM, 241_023): interrupt — held in hand, when a dilemma would kill your personnel, as many cards of your hand as personnel it kills are discarded at random and those personnel are all stopped instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('241_023', {
  title: 'Escape',
  scenario: 'behaviour/death-savers.spec.ts',
  // 1E rulebook › GETTING HURT › KILLED OR DESTROYED; STOPPED; MISCELLANEOUS RULES › RANDOM SELECTION (behaviour/death-savers.ts).
  permits: [{ kind: 'saves-from-death', dying: {}, byDilemma: true, instead: 'all-stopped', cost: 'random-discard-per-dying' }],
});
