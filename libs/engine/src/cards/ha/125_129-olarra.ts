// Olarra (ha, 125_129): ship — its owner's hologram cards may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_129', {
  title: 'Olarra',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { icon: 'Holo' } }],
});
