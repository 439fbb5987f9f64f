// Office of the President (dom, 115_034): headquarters — seeds or plays on Earth; once each turn one Federation Ambassador, Admiral, Vice-Admiral or President reports there for free, or one HQ card plays for free (one of the two).
import { defineCard } from '../../behaviour/define';

export default defineCard('115_034', {
  title: 'Office of the President',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [
    {
      kind: 'free-report-here',
      filter: { type: 'Personnel', affiliation: 'Federation', anyOf: [{ characteristic: 'Ambassador' }, { characteristic: 'Admiral' }, { characteristic: 'Vice-Admiral' }, { characteristic: 'President' }] },
      oncePerTurn: true,
    },
  ],
  grantsFreePlay: { titlePrefixes: ['HQ: '], oncePerTurn: true, sharedWithFreeReport: true },
});
