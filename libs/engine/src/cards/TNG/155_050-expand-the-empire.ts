// Expand the Empire (TNG, 155_050): objective — seeds or plays on your table; once per game, at the start of your turn, for each mission your opponent seeded where you have [TNG] Klingon personnel, you may take into hand from your draw deck a different interrupt naming "Klingon" in its title or text; then the objective is discarded. Taking them from outside the game is played by hand.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_050', {
  title: 'Expand the Empire',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download',
      limit: 'once-per-game',
      requires: ['start-of-your-turn'],
      targets: { kind: 'cards-per-opponent-mission', where: { property: 'TNG', affiliation: 'Klingon' }, per: 1, picks: [{ types: ['Interrupt'], mentions: 'Klingon' }], distinct: 'title' },
      effects: [{ kind: 'chosen-to-hand' }, { kind: 'discard-self' }],
    },
  ],
  manual: ['downloading from outside the game (only the draw deck is searched)'],
});
