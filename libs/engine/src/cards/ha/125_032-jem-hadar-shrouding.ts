// Jem'Hadar Shrouding (ha, 125_032): incident — seeds or plays on your table. During your turn, one or two Jem'Hadar from
// your hand or in play (they leave play) may be set aside on it (stored face up, not in play), then you draw a
// card. Its other function (played on an opponent's Away Team to begin a battle with personnel played from it) is manual.
//   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES. "Seeds or plays on table" is read from the card text by
//   seeding.ts. Behaviour/stored-cards.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('125_032', {
  title: "Jem'Hadar Shrouding",
  scenario: 'behaviour/stored-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  stores: {},
  abilities: [
    { id: 'shroud', targets: { kind: 'hand-cards-up-to', upTo: 2, filter: { species: "Jem'Hadar" }, orInPlay: true }, effects: [{ kind: 'store-target' }, { kind: 'draw', who: 'you', count: 1 }] },
  ],
  manual: [
    "the other function: played for free once every turn on an opponent's Away Team not on a homeworld, initiating battle against it with up to as many personnel played there from your Jem'Hadar Shrouding, then discarded",
  ],
});
