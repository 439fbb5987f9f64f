// Liberty (borg, 124_129): ship — its owner's Maquis personnel may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_129', {
  title: 'Liberty',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', icon: 'Maq' } }],
  manual: ["may be its owner's seed at the Caretaker's Array"],
});
