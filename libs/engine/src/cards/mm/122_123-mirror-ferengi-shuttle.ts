// Mirror Ferengi Shuttle (mm, 122_123): ship — its owner's Mirror Universe Ferengi and Ezri may report aboard it; Mr. Brunt reports aboard for free (report-aboard.ts, free-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('122_123', {
  title: 'Mirror Ferengi Shuttle',
  scenario: 'behaviour/ships-text-b.spec.ts',
  permits: [
    { kind: 'report-aboard', filter: { type: 'Personnel', anyOf: [{ icon: 'MU', characteristic: 'Ferengi' }, { title: 'Ezri' }] } },
    { kind: 'report-aboard', filter: { type: 'Personnel', title: 'Mr. Brunt' }, free: 'always' },
  ],
});
