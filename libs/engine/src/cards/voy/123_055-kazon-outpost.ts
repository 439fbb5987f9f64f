// Kazon Outpost (voy, 123_055): outpost — seeds (seed one) at a mission with the Kazon or Non-Aligned icon, or is built at such a mission where you have a Kazon ENGINEER; its special download (downloads.ts); it has no transporters (play.ts, checkBeamRoute).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_055', {
  title: 'Kazon Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { icons: ['Kazon', 'Non-Aligned'] },
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  permits: [{ kind: 'no-transporters' }],
});
