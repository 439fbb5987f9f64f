// Tower of Commerce (roa, 117_031): headquarters — seeds or plays on Ferenginar; once each turn one Ferengi V.I.P., CIVILIAN or Hupyrian reports there for free, or one HQ card plays for free (one of the two).
import { defineCard } from '../../behaviour/define';

export default defineCard('117_031', {
  title: 'Tower of Commerce',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [
    {
      kind: 'free-report-here',
      filter: { type: 'Personnel', affiliation: 'Ferengi', anyOf: [{ classification: 'V.I.P.' }, { classification: 'CIVILIAN' }, { characteristic: 'Hupyrian' }] },
      oncePerTurn: true,
    },
  ],
  grantsFreePlay: { titlePrefixes: ['HQ: '], oncePerTurn: true, sharedWithFreeReport: true },
});
