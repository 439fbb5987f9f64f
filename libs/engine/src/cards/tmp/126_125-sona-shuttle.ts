// Son'a Shuttle (tmp, 126_125): ship — Transporter Drones may report aboard it, for free, one each turn (report-aboard.ts, free-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('126_125', {
  title: "Son'a Shuttle",
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { type: 'Equipment', title: 'Transporter Drones' }, free: 'once-per-turn' }],
});
