// Used to Being Outnumbered (Maquis, 172_017): incident — on your table, in the Badlands and Demilitarized Zone regions the opponent's ATTACK must be more than double your Condor-class ship's DEFENSE to hit it and more than triple to score a direct hit; your Condor-class ships have RANGE +2 for a flight within one region; Bajoran and Federation personnel may use (staff and fly) your Condor-class ships.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_017', {
  title: 'Used to Being Outnumbered',
  scenario: 'behaviour/ds9-mirror.spec.ts',
  play: { window: { kind: 'normal-play' } },
  armor: { hit: 2, direct: 3, ships: { classOrTitle: ['Condor'] }, regions: ['Badlands Region', 'Demilitarized Zone Region'] },
  // The armour and the range are exercised in incidents-c.spec.ts and table-permits-later.spec.ts.
  // Issue 15 (assorted): moving-range.ts (read by verbs-ships.ts › movingBonus).
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 2, filter: { shipClass: 'Condor Class' }, movingWithinRegion: true }],
  // 1E rulebook › EXECUTING ORDERS › STAFF A SHIP ("unless a card says otherwise"; behaviour/ship-users.ts).
  permits: [{ kind: 'ships-usable-by', ships: { classOrTitle: ['Condor'] }, affiliations: ['Bajoran', 'Federation'] }],
});
