// U.S.S. Enterprise-B (tmp, 126_115): ship — its owner's El-Aurians may report for duty aboard it; its Tractor Beam is off line while any of its attributes is reduced.
import { defineCard } from '../../behaviour/define';

export default defineCard('126_115', {
  title: 'U.S.S. Enterprise-B',
  scenario: 'behaviour/ships-e.spec.ts',
  permits: [
    { kind: 'report-aboard', filter: { type: 'Personnel', characteristic: 'El-Aurian' } },
    { kind: 'equipment-offline-while-reduced', equipment: 'Tractor Beam' },
  ],
});
