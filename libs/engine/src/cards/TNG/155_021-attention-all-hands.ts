// Attention All Hands (TNG, 155_021): incident — on your table, once each turn one of your universal [TNG] personnel you do not have in play yet (not an android, hologram or [AU]) reports for free to your outpost of its affiliation; once per game, in place of your normal card play, a universal [TNG] ship downloads to your outpost of its affiliation.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_021', {
  title: 'Attention All Hands',
  scenario: 'behaviour/incidents-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [
    {
      kind: 'free-report',
      who: { icons: ['TNG'] },
      universal: true,
      notInPlay: true,
      except: [{ characteristics: ['Android', 'Hologram'] }, { icons: ['AU'] }],
      to: { matching: true },
    },
  ],
  // Issue 15 (incidents-d): once per game, in place of your normal card play, a universal [TNG] ship downloads to your outpost of its affiliation.
  abilities: [
    {
      id: 'download-ship',
      limit: 'once-per-game',
      costs: ['normal-card-play'],
      targets: { kind: 'card-to-download', filter: { types: ['Ship'], universal: true, icons: ['TNG'], reportsTo: { facilityKind: 'Outpost', matching: true } } },
      effects: [{ kind: 'download-target' }],
    },
  ],
});
