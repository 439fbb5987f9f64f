// Fesarius (mm, 122_128): ship — staffed by Balok (staffing.ts); its owner's Balok may report aboard it for free (report-aboard.ts, free-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_128', {
  title: 'Fesarius',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Personnel', title: 'Balok' }, free: 'always' }],
});
