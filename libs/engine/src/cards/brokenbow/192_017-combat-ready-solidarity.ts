// Combat-Ready: Solidarity (brokenbow, 192_017): event — on the table: a MACO (anyone's) whom a dilemma would kill is stopped instead while two other unstopped MACOs of the same owner are present with it.
import { defineCard } from '../../behaviour/define';

export default defineCard('192_017', {
  title: 'Combat-Ready: Solidarity',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  insteadOfDilemmaKill: { whose: 'any', filter: { characteristic: 'MACO' }, instead: 'stopped', withOthersPresent: 2 },
});
