// Borg Outpost (fc, 109_037): outpost — seeds (seed one) at a space mission with no affiliation icons, or is built at such a mission where you have a Borg ENGINEER; its special download (downloads.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_037', {
  title: 'Borg Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { space: true, noIcons: true },
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  manual: ['it may also be built at an assimilated planet'],
});
