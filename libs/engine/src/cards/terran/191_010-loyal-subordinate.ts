// Loyal Subordinate (terran, 191_010): event — on your table: while you have no cards in hand, your [Cmd] personnel whom your opponent's dilemma would kill or capture are stopped instead.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_010', {
  title: 'Loyal Subordinate',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  insteadOfDilemmaKill: { whose: 'yours', filter: { icons: ['Cmd'] }, instead: 'stopped', capture: true, opponentsDilemmas: true, whileHandEmpty: true },
});
