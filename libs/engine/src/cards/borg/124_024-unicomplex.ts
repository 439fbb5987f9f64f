// Unicomplex (borg, 124_024): outpost — seeds or plays (no ENGINEER) at a space mission with no affiliation icons; once each turn the Borg Queen, one unique drone or one unique ship may report there for free (free-reports.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('124_024', {
  title: 'Unicomplex',
  scenario: 'behaviour/facilities-b.spec.ts',
  outpostSite: { space: true, noIcons: true },
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [
    {
      kind: 'free-report-here',
      filter: { anyOf: [{ type: 'Personnel', titleStarts: 'Borg Queen' }, { type: 'Personnel', affiliation: 'Borg', unique: true }, { type: 'Ship', unique: true }] },
      oncePerTurn: true,
    },
  ],
});
