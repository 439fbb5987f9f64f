// Memory Wipe (sdII, 113_001): event — seeded on the table, your opponent's cards mix with each other whatever their affiliations. Played on a non-Borg ship (the ship, its crew and its Away Teams losing their affiliation and becoming Non-Aligned) is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE; "Seeds on table" is read from the card text (card-facts.ts › seedsOnTable).
// The permit's `forOpponent` scope (behaviour/scoped-mixing.ts): it lies on its owner's table and serves the other player.
export default defineCard('113_001', {
  title: 'Memory Wipe',
  scenario: 'behaviour/scoped-mixing.spec.ts',
  permits: [{ kind: 'mix', affiliations: ['*', '*'], forOpponent: true }],
  manual: ['played on a non-[Bor] ship: the ship, its crew and its Away Teams lose their affiliation and become [Non]'],
});
