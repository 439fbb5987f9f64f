// Vidiian Outpost (voy, 123_057): outpost — seeds (seed one) at a mission with the Vidiian or Non-Aligned icon, or is built at such a mission where you have a Vidiian ENGINEER; its special download (downloads.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('123_057', {
  title: 'Vidiian Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { icons: ['Vidiian', 'Non-Aligned'] },
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
});
