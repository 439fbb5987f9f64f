// Borg Queen's Ship (borg, 124_122): ship — its owner's equipment and Borg personnel may report for duty aboard it; the Borg Queen alone staffs it (staffing.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_122', {
  title: "Borg Queen's Ship",
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [
    { kind: 'report-aboard', filter: { anyOf: [{ type: 'Equipment' }, { type: 'Personnel', affiliation: 'Borg' }] } },
    { kind: 'staffed-by', alternative: '{Borg Queen}' },
  ],
});
