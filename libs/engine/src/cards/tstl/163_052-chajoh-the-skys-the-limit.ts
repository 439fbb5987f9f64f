// Cha'Joh (The Sky's the Limit) (tstl, 163_052): ship — may report for duty in space where Dr. Tolian Soran is, besides a facility (report-aboard.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('163_052', {
  title: "Cha'Joh (The Sky's the Limit)",
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-at', where: { withPersonnel: 'Dr. Tolian Soran' } }],
});
