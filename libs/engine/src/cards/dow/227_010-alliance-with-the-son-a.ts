// Alliance with the Son'a (dow, 227_010): incident — seeds on your table. Your Son'a personnel and Son'a ships become Dominion, and while your Reshape the Quadrant is in play they show [DS9]; your Invasive Beam-In is nullified; it is nullified itself if you seeded a Gamma Quadrant mission (the record of cards seeded). While your Son'a personnel is in play, White Deprivation's start-of-turn effects pass your turns by; the Son'a Observatory (a facility, by title) becomes Dominion and shows [DS9] like them.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded).
// "Seeds on table" is read from the card text by seeding.ts. Every Son'a card of the card list is [Non], so "[Non] Son'a" is "Son'a".
// Behaviour/control-changes.ts (`affiliationLoss` … `yours`: personnel by the Son'a characteristic, ships by "Son'a ship"),
// table-icon-grants.ts (`whenAny`), rules-of-acquisition.ts (`nullifiesInPlay` … `yours`), played-titles.ts + card-record.ts (`nullifiedIf.record`).
export default defineCard('227_010', {
  title: "Alliance with the Son'a",
  scenario: 'behaviour/card-record.spec.ts',
  affiliationLoss: { to: { characteristics: ["Son'a", "Son'a ship"], titles: ["Son'a Observatory"], ships: true, facilities: true }, becomes: 'Dominion', yours: true },
  tableIconGrant: { types: ['Personnel', 'Ship', 'Facility'], characteristics: ["Son'a", "Son'a ship"], orTitles: ["Son'a Observatory"], whenAny: [{ kind: 'your-card-in-play', titles: ['Reshape the Quadrant'] }], icons: ['DS9'] },
  nullifiesInPlay: { titles: ['Invasive Beam-In'], yours: true },
  nullifiedIf: { record: [{ how: 'seeded', filter: { types: ['Mission'] }, inQuadrants: ['Gamma'] }] },
  // Issue 15 (helper domir): turn-start-battles.ts › ignoresCards; the Observatory by title (its only characteristic is Cloaking Device).
  ignoresCards: { titles: ['White Deprivation'], whileYours: { characteristic: "Son'a" } },
});
