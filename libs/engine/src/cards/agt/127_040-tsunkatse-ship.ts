// Tsunkatse Ship (agt, 127_040): ship — its owner's personnel whose lore names Tsunkatse may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('127_040', {
  title: 'Tsunkatse Ship',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', loreIncludes: 'Tsunkatse' } }],
});
