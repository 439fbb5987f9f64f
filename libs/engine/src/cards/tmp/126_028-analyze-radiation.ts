// Analyze Radiation (tmp, 126_028): mission — span 2 less here for Son'a ships (mission-span.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_028', {
  title: 'Analyze Radiation',
  scenario: 'behaviour/ships-e.spec.ts',
  mission: { spanChange: { delta: -2, ships: { classContains: "Son'a" } } },
});
