// The Great Hall (dom, 115_035): headquarters — seeds or plays on Qo'noS; once each turn one Klingon Emperor, Chancellor or personnel with "High Council" in lore reports there for free, or one HQ card plays for free (one of the two).
import { defineCard } from '../../behaviour/define';

export default defineCard('115_035', {
  title: 'The Great Hall',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [
    {
      kind: 'free-report-here',
      filter: { type: 'Personnel', affiliation: 'Klingon', anyOf: [{ characteristic: 'Emperor' }, { characteristic: 'Chancellor' }, { loreIncludes: 'High Council' }] },
      oncePerTurn: true,
    },
  ],
  grantsFreePlay: { titlePrefixes: ['HQ: '], oncePerTurn: true, sharedWithFreeReport: true },
});
