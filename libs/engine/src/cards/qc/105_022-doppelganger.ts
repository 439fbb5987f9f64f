// Doppelganger (qc, 105_022): event — on the table; while it stays, whenever a unique personnel moves to the location of
// another copy of the same card (anyone's), that other copy is discarded — not while a Clone Machine is in play.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; 1E current rulings › Doppelganger (what a duplicate is).
// Behaviour/arrived-duplicates.ts, checked after every command.
export default defineCard('105_022', {
  title: 'Doppelganger',
  scenario: 'behaviour/q-continuum-tail.spec.ts',
  play: { window: { kind: 'normal-play' } },
  discardsArrivedDuplicates: { unlessInPlay: ['Clone Machine'] },
});
