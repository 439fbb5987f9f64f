// Raise the Stakes (premiere, 101_089): event on your table — your opponent answers in its response window: forfeit (Concede) or let it resolve (agree); once agreed, when the game ends with a winner, one card of the loser's deck is picked at random for the winner to keep (every copy agreed counts: cumulative).
import { defineCard } from '../../behaviour/define';

export default defineCard('101_089', {
  title: 'Raise the Stakes',
  scenario: 'behaviour/premiere-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  triggers: [{ on: 'game-ends', effects: [{ kind: 'winner-keeps-random-card' }] }],
  duration: 'while-in-play',
});
