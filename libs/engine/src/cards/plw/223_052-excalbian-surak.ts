// Excalbian Surak (plw, 223_052): personnel — the first time he is killed in a game, his owner draws three cards (the engine always draws the most the skill allows).
import { defineCard } from '../../behaviour/define';

export default defineCard('223_052', {
  title: 'Excalbian Surak',
  scenario: 'behaviour/personnel-b.spec.ts',
  whenKilled: { effects: [{ kind: 'draw', who: 'you', count: 3 }], oncePerGame: true },
});
