// Into the Breach (qc, 105_096): event — on the table (one copy in the whole game), every Warp Core Breach in play is nullified and every damaged ship in play except the Borg Ship is repaired at once, for as long as it stays; its discard at the next Q-Flash is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_096', {
  title: 'Into the Breach',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (events of later sets): checked after every command while it is in play (lasting-repairs.ts).
  keepsShipsRepaired: { nullifiesTitles: ['Warp Core Breach'], exceptShips: ['Borg Ship'] },
  notDuplicatable: true,
  manual: ['discarded at any Q-Flash (the Q-Flash itself is declared by hand)'],
});
