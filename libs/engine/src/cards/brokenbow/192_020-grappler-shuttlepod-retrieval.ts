// Grappler: Shuttlepod Retrieval (brokenbow, 192_020): event — on your table, each of your Starfleet ships that has at least one staffing icon carries a Tractor Beam; Kevin Uxbridge cannot touch it while every personnel of yours in play is of the 22nd century ([22]).
import { defineCard } from '../../behaviour/define';

export default defineCard('192_020', {
  title: 'Grappler: Shuttlepod Retrieval',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (events of later sets): a table card's grant reaches the owner's ships (equipment-grants.ts).
  grantsEquipment: [{ equipment: 'Tractor Beam', ships: { affiliations: ['Starfleet'], staffing: 'some' } }],
  immuneWhile: { titles: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'], conditions: [{ kind: 'all-your-personnel', filter: { icons: ['22'] } }] },
});
