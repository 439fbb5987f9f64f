// Crossover: An Invitation (20th, 174_002): event — on your table (seeded or played), once each turn one of your personnel native to the Alpha Quadrant may report for duty in the Mirror Quadrant as if native there (reporting only, never a download).
import { defineCard } from '../../behaviour/define';

export default defineCard('174_002', {
  title: 'Crossover: An Invitation',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'report-as-if-native', from: 'Alpha', to: 'Mirror', types: ['Personnel'], oncePerTurn: true }],
});
