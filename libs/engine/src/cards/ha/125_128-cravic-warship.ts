// Cravic Warship (ha, 125_128): ship — its owner's Cravic units may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_128', {
  title: 'Cravic Warship',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', titleStarts: 'Cravic Unit' } }],
});
