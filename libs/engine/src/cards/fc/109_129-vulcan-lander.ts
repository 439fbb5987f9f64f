// Vulcan Lander (fc, 109_129): ship — staffed by a Vulcan (staffing.ts); lands or takes off using 1 RANGE (landing.ts); its owner's Vulcans may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_129', {
  title: 'Vulcan Lander',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', characteristic: 'Vulcan' } }],
});
