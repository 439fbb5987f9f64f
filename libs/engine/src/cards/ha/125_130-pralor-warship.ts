// Pralor Warship (ha, 125_130): ship — its owner's Pralor units may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_130', {
  title: 'Pralor Warship',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', titleStarts: 'Pralor Unit' } }],
});
