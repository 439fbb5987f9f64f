// Borg Tactical Cube (borg, 124_123): ship — its owner's equipment and Borg personnel may report for duty aboard it; one of them once each turn for free while a Defense drone ([Def]) is aboard.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_123', {
  title: 'Borg Tactical Cube',
  scenario: 'behaviour/ships-e.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { anyOf: [{ type: 'Equipment' }, { type: 'Personnel', affiliation: 'Borg' }] }, free: 'once-per-turn', freeWhileAboardIcon: 'Def' }],
});
