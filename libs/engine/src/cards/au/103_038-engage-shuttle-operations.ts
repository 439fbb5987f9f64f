// Engage Shuttle Operations (au, 103_038): event — on your table: your shuttlecraft may land and take off, each time using their full RANGE; loading, carrying and launching them aboard your ships with a Tractor Beam and an ENGINEER is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('103_038', {
  title: 'Engage Shuttle Operations',
  scenario: 'behaviour/table-permits-later.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'ships-may-land', ships: { shipClassIncludes: 'Shuttlecraft' }, perTurn: false, range: 'full' }],
  manual: ['your shuttlecraft may be loaded, carried and launched by your ships with a Tractor Beam and an ENGINEER aboard (0 RANGE): ships carrying ships is not modelled'],
});
