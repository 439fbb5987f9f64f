// Klingon Civil War (qc, 105_028): event — while it is on a table, whenever a Klingon ship destroys an opponent's Klingon ship in ship battle, the player whose ship fired scores bonus points equal to the destroyed ship's WEAPONS plus SHIELDS; Kevin Uxbridge cannot touch it.
import { defineCard } from '../../behaviour/define';

export default defineCard('105_028', {
  title: 'Klingon Civil War',
  scenario: 'behaviour/table-conditions.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Issue 15 (events of later sets): read before the destroyed ship leaves play (ship-destroyed-scoring.ts).
  scoresShipDestroyed: { destroyed: { affiliations: ['Klingon'] }, by: { affiliations: ['Klingon'] }, points: 'weapons-plus-shields' },
  immuneTo: ['Kevin Uxbridge', 'Kevin Uxbridge: Convergence'],
});
