// U.S.S. Enterprise-E (20th Anniversary) (20th, 174_017): ship — may report for duty in space at Earth besides a facility (report-aboard.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('174_017', {
  title: 'U.S.S. Enterprise-E (20th Anniversary)',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-at', where: { missionAt: 'Earth' } }],
  manual: ['special download: Borg Queen'],
});
