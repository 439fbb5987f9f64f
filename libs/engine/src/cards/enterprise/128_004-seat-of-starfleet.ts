// Seat of Starfleet (enterprise, 128_004): headquarters — seeds or plays (no ENGINEER) on its homeworld, 2154 Earth; once each turn one Starfleet personnel reports there for free (free-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('128_004', {
  title: 'Seat of Starfleet',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [{ kind: 'free-report-here', filter: { type: 'Personnel', affiliation: 'Starfleet' }, oncePerTurn: true }],
});
