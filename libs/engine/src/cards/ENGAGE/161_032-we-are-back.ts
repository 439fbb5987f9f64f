// We Are Back (ENGAGE, 161_032): objective — seeds or plays on your table; once per game, at the start of your turn, for every two missions your opponent seeded where you have [TNG] Romulan personnel, you may take into hand from your draw deck one [TNG] Romulan ship and one [TNG] Romulan [Cmd] personnel; then the objective is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('161_032', {
  title: 'We Are Back',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download',
      limit: 'once-per-game',
      requires: ['start-of-your-turn'],
      targets: {
        kind: 'cards-per-opponent-mission',
        where: { property: 'TNG', affiliation: 'Romulan' },
        per: 2,
        picks: [
          { types: ['Ship'], affiliations: ['Romulan'], icons: ['TNG'] },
          { types: ['Personnel'], affiliations: ['Romulan'], icons: ['TNG', 'Cmd'] },
        ],
      },
      effects: [{ kind: 'chosen-to-hand' }, { kind: 'discard-self' }],
    },
  ],
});
