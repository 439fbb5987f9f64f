// Memory Wipe (sdII, 113_001): event — seeded on the table, your opponent's cards mix with each other whatever their affiliations; or played on a non-Borg ship, the ship, its crew and its Away Teams lose their affiliation and become Non-Aligned.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › COMPATIBLE; "Seeds on table" is read from the card text (card-facts.ts › seedsOnTable).
// The permit's `forOpponent` scope (behaviour/scoped-mixing.ts): it lies on its owner's table and serves the other player
// (a table card only: played on a ship it mixes nothing).
// Issue 15 (helper evq): the played form lies on the ship (ship-affiliation-losses.ts); "non-[Bor]" is the ship's affiliation now.
export default defineCard('113_001', {
  title: 'Memory Wipe',
  scenario: 'behaviour/ship-affiliation-losses.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'ship', whose: 'any', notAffiliations: ['Borg'] },
  duration: 'on-target-card',
  permits: [{ kind: 'mix', affiliations: ['*', '*'], forOpponent: true }],
  shipAffiliationLoss: { becomes: 'Non-Aligned' },
});
