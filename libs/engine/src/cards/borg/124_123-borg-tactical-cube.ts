// Borg Tactical Cube (borg, 124_123): ship — its owner's equipment and Borg personnel may report for duty aboard it.
import { defineCard } from '../../behaviour/define';

export default defineCard('124_123', {
  title: 'Borg Tactical Cube',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { anyOf: [{ type: 'Equipment' }, { type: 'Personnel', affiliation: 'Borg' }] } }],
  manual: ['reporting aboard for free once each turn while a Defense drone is aboard'],
});
