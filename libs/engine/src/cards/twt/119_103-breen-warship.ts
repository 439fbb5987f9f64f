// Breen Warship (twt, 119_103): ship — its owner's Breen may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_103', {
  title: 'Breen Warship',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', characteristic: 'Breen' } }],
  manual: ['special equipment: Energy Dampener'],
});
