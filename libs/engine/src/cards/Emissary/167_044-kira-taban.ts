// Kira Taban (Emissary, 167_044): personnel — killed, he scores his owner the points of his points box (5, bonus points).
import { defineCard } from '../../behaviour/define';

export default defineCard('167_044', {
  title: 'Kira Taban',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenKilled: { effects: [{ kind: 'score-points', points: 5, bonus: true }] },
});
