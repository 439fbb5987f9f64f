// Divert Attention (Maquis, 172_021): mission — span 2 less here for Maquis ships (mission-span.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('172_021', {
  title: 'Divert Attention',
  scenario: 'behaviour/ships-e.spec.ts',
  mission: { spanChange: { delta: -2, ships: { icon: 'Maq' } } },
});
