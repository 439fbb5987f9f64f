// Attention All Hands (TNG, 155_021): incident — on your table, once each turn one of your universal [TNG] personnel you do not have in play yet (not an android, hologram or [AU]) reports for free to your outpost of its affiliation.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_021', {
  title: 'Attention All Hands',
  scenario: 'behaviour/incidents-c.spec.ts',
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
  manual: ['once per game, in place of your normal card play, downloading a [Univ][TNG] ship to your matching outpost'],
});
