// Central Command (ds9, 112_081): headquarters — seeds or plays on Cardassia Prime; once each turn one Cardassian Gul or Legate reports there for free, or one HQ card plays for free (one of the two).
import { defineCard } from '../../behaviour/define';

export default defineCard('112_081', {
  title: 'Central Command',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [{ kind: 'free-report-here', filter: { type: 'Personnel', affiliation: 'Cardassian', anyOf: [{ characteristic: 'Gul' }, { characteristic: 'Legate' }] }, oncePerTurn: true }],
  grantsFreePlay: { titlePrefixes: ['HQ: '], oncePerTurn: true, sharedWithFreeReport: true },
});
