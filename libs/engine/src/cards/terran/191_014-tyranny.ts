// Tyranny (terran, 191_014): event — on your table: at the start of your turn, when your hand was empty as that turn began, you may take into hand from your draw deck one card showing both [MU] and [22], or one [AU] event (a download: the deck is then shuffled); each copy gives one such download a turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('191_014', {
  title: 'Tyranny',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'download',
      limit: 'once-per-turn',
      // Issue 15 (events of later sets): "(Cumulative.)" — each copy its own download (activations.ts › perCopy).
      perCopy: true,
      requires: ['start-of-your-turn', 'hand-empty-at-turn-start'],
      targets: { kind: 'cards-in-your-draw-deck', min: 1, max: 1, download: true, filter: { anyOf: [{ icons: ['MU', '22'] }, { types: ['Event'], icons: ['AU'] }] } },
      effects: [{ kind: 'chosen-to-hand' }, { kind: 'shuffle-draw-deck', who: 'you' }],
    },
  ],
});
