// Into the Breach (qc, 105_096): Q event — played on the table from a Q-Flash (one copy in the whole game), every Warp Core Breach in play is nullified and every damaged ship in play except the Borg Ship is repaired at once, for as long as it stays; any Q-Flash sends it back to its Q-Continuum.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_096', {
  title: 'Into the Breach',
  scenario: 'behaviour/q-flash.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (events of later sets): checked after every command while it is in play (lasting-repairs.ts).
  keepsShipsRepaired: { nullifiesTitles: ['Warp Core Breach'], exceptShips: ['Borg Ship'] },
  notDuplicatable: true,
  // Issue 15 (qflash): drawn in a Q-Flash, its owner plays it on their table until any Q-Flash (behaviour/q-cards.ts).
  qFlash: { untilQFlash: true, effects: [{ kind: 'card-to', place: 'opponent-table' }] },
});
