// Ferengi Commerce Operation (TNG, 155_051): objective — seeds or plays on your table; once per game, at the start of your turn, at each mission your opponent seeded where you have [TNG] Ferengi personnel you may download one equipment to them; then the objective is discarded. With [TNG] Ferengi at six or more such missions, also one artifact used as equipment to your Ferengi ship, as if earned.
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
      targets: { kind: 'equipment-per-opponent-mission', where: { property: 'TNG', affiliation: 'Ferengi' }, artifact: { atMissions: 6, shipAffiliation: 'Ferengi' } },
      effects: [{ kind: 'download-chosen-equipment' }, { kind: 'discard-self' }],
    },
  ],
});
