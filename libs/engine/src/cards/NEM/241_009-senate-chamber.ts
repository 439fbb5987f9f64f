// Senate Chamber (NEM, 241_009): headquarters — seeds or plays on Romulus; once each turn one Romulan V.I.P. or one Romulan OFFICER with the Star Trek Nemesis property logo reports there for free, or one HQ card plays for free (one of the two).
import { defineCard } from '../../behaviour/define';

export default defineCard('241_009', {
  title: 'Senate Chamber',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [
    {
      kind: 'free-report-here',
      filter: { type: 'Personnel', affiliation: 'Romulan', anyOf: [{ classification: 'V.I.P.' }, { classification: 'OFFICER', property: 'Nem' }] },
      oncePerTurn: true,
    },
  ],
  grantsFreePlay: { titlePrefixes: ['HQ: '], oncePerTurn: true, sharedWithFreeReport: true },
});
