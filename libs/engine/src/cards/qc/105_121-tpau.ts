// T'Pau (qc, 105_121): ship — may report for duty in space at the Qualor II location (the mission Qualor II Rendezvous) besides a facility (report-aboard.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('105_121', {
  title: "T'Pau",
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-at', where: { missionAt: 'Qualor II Rendezvous' } }],
});
