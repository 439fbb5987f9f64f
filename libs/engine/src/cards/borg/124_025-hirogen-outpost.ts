// Hirogen Outpost (borg, 124_025): outpost — seeds (seed one) at a mission with the Hirogen icon or a space mission with no affiliation icons, or is built at such a mission where you have a Hirogen ENGINEER; its special download (downloads.ts); it has a Holodeck (holograms.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_025', {
  title: 'Hirogen Outpost',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { anyOf: [{ icons: ['Hirogen'] }, { space: true, noIcons: true }] },
  play: { window: { kind: 'build', engineer: 'matching-affiliation' } },
  targets: { kind: 'location' },
  permits: [{ kind: 'has-holodeck' }],
});
