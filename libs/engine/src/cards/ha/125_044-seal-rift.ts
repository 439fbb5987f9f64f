// Seal Rift (ha, 125_044): mission — until it is solved, alternate-universe ships may report to space here.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_044', {
  title: 'Seal Rift',
  scenario: 'behaviour/missions-text.spec.ts',
  mission: {
    reports: [{ ships: { icons: ['AU'] }, untilSolved: true }],
  },
});
