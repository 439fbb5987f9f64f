// Office of the Proconsul (dom, 115_037): headquarters — seeds or plays on Romulus; once each turn one Romulan General, Admiral, Senator or Proconsul, or Sela or Tomalak, reports there for free, or one HQ card plays for free (one of the two).
import { defineCard } from '../../behaviour/define';

export default defineCard('115_037', {
  title: 'Office of the Proconsul',
  scenario: 'behaviour/ships-e.spec.ts',
  play: { window: { kind: 'build', engineer: 'none' } },
  targets: { kind: 'location' },
  permits: [
    {
      kind: 'free-report-here',
      filter: {
        type: 'Personnel',
        anyOf: [
          { affiliation: 'Romulan', characteristic: 'General' },
          { affiliation: 'Romulan', characteristic: 'Admiral' },
          { affiliation: 'Romulan', characteristic: 'Senator' },
          { affiliation: 'Romulan', characteristic: 'Proconsul' },
          { title: 'Sela' },
          { titleStarts: 'Sela (' },
          { title: 'Tomalak' },
          { titleStarts: 'Tomalak (' },
        ],
      },
      oncePerTurn: true,
    },
  ],
  grantsFreePlay: { titlePrefixes: ['HQ: '], oncePerTurn: true, sharedWithFreeReport: true },
});
