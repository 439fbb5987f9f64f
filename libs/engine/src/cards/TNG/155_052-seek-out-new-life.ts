// Seek Out New Life (TNG, 155_052): objective — seeds or plays on your table; once per game, at the start of your turn, for each mission your opponent seeded where you have a [TNG] Federation personnel, you may take into hand from your draw deck one [TNG] personnel of a species you do not have in play (none of the same species twice); then the objective is discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('155_052', {
  title: 'Seek Out New Life',
  scenario: 'behaviour/objectives.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download',
      limit: 'once-per-game',
      requires: ['start-of-your-turn'],
      targets: { kind: 'cards-per-opponent-mission', where: { property: 'TNG', affiliation: 'Federation' }, per: 1, picks: [{ types: ['Personnel'], icons: ['TNG'] }], distinct: 'new-species' },
      effects: [{ kind: 'chosen-to-hand' }, { kind: 'discard-self' }],
    },
  ],
});
