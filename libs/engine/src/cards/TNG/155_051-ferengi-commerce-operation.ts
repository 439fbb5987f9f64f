// Ferengi Commerce Operation (TNG, 155_051): objective — seeds or plays on your table; once per game, at the start of your turn, at each mission your opponent seeded where you have [TNG] Ferengi personnel you may download one equipment to them; then the objective is discarded. The extra "use as equipment" artifact at six or more such missions is played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_051', {
  title: 'Ferengi Commerce Operation',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download',
      limit: 'once-per-game',
      requires: ['start-of-your-turn'],
      targets: { kind: 'equipment-per-opponent-mission', where: { property: 'TNG', affiliation: 'Ferengi' } },
      effects: [{ kind: 'download-chosen-equipment' }, { kind: 'discard-self' }],
    },
  ],
  manual: ['with [TNG] Ferengi personnel at six or more such missions, one "use as equipment" artifact downloaded to your Ferengi ship as if earned (before the objective is discarded)'],
});
