// U.S.S. Dauntless (borg, 124_131): ship — Arturis alone staffs it (staffing.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_131', {
  title: 'U.S.S. Dauntless',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'staffed-by', alternative: '{Arturis}' }],
  manual: ['special download: Quantum Slipstream Drive'],
});
