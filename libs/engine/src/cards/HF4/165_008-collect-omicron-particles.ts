// Collect Omicron Particles (HF4, 165_008): mission — the missions next to it on the spaceline are span 1 less (mission-span.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('165_008', {
  title: 'Collect Omicron Particles',
  scenario: 'behaviour/ships-e.spec.ts',
  mission: { spanChange: { delta: -1, adjacent: true } },
});
