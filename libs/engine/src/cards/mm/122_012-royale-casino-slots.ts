// Royale Casino: Slots (mm, 122_012): dilemma — you show a personnel from hand: two equal printed attributes win 5 points, three win 10; otherwise (or with none to show) you lose 5.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_012', {
  title: 'Royale Casino: Slots',
  scenario: 'behaviour/dilemmas/mm-b.spec.ts',
  dilemma: {
    title: 'Royale Casino: Slots',
    steps: [{ kind: 'show-from-hand' }, { kind: 'points-by-matches', points: 5 }],
  },
});
