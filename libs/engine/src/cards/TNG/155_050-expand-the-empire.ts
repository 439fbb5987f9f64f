// Expand the Empire (TNG, 155_050): objective — seeds or plays on your table; once per game, at the start of your turn, for each mission your opponent seeded where you have [TNG] Klingon personnel, you may take into hand a different interrupt naming "Klingon" in its title or text, from your draw deck or from the cards you brought from outside the game; then the objective is discarded.
// 1E rulebook › DOWNLOADING; OUT-OF-PLAY (outside the game: behaviour/outside-the-game.ts, `fromOutside`).
import { defineCard } from '../../behaviour/define';

export default defineCard('155_050', {
  title: 'Expand the Empire',
  scenario: 'behaviour/outside-the-game.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download',
      limit: 'once-per-game',
      requires: ['start-of-your-turn'],
      targets: { kind: 'cards-per-opponent-mission', where: { property: 'TNG', affiliation: 'Klingon' }, per: 1, picks: [{ types: ['Interrupt'], mentions: 'Klingon' }], distinct: 'title', fromOutside: true },
      effects: [{ kind: 'chosen-to-hand' }, { kind: 'discard-self' }],
    },
  ],
});
