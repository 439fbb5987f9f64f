// Weyoun 8 (dow, 227_040): personnel — the first time he is killed in a game, his owner draws three cards.
import { defineCard } from '../../behaviour/define';

export default defineCard('227_040', {
  title: 'Weyoun 8',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenKilled: { effects: [{ kind: 'draw', who: 'you', count: 3 }], oncePerGame: true },
});
