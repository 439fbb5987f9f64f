// Nekrit Supply Depot (voy, 123_056): outpost — seeds (seed one) at a mission in or next to the Nekrit Expanse region, or is built at such a mission where you have a Non-Aligned Delta Quadrant ENGINEER.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_056', {
  title: 'Nekrit Supply Depot',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { region: 'Nekrit Expanse Region', adjacent: true },
  play: { window: { kind: 'build', engineer: { affiliation: 'Non-Aligned', icon: 'DQ' } } },
  targets: { kind: 'location' },
});
