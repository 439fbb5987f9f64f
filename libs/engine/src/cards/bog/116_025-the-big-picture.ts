// The Big Picture (bog, 116_025): event — a reference card on the table: the +40 points for lacking a solved planet and space mission is already the game's win rule (winning.ts); it may not be nullified.
import { defineCard } from '../../behaviour/define';

export default defineCard('116_025', {
  title: 'The Big Picture',
  scenario: 'behaviour/events-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  unnullifiable: true,
});
