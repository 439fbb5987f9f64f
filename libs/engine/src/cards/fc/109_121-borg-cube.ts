// Borg Cube (fc, 109_121): ship — its owner's equipment and Borg personnel may report for duty aboard it (report-aboard.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_121', {
  title: 'Borg Cube',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [{ kind: 'report-aboard', filter: { anyOf: [{ type: 'Equipment' }, { type: 'Personnel', affiliation: 'Borg' }] } }],
});
