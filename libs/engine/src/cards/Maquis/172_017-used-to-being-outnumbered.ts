// Used to Being Outnumbered (Maquis, 172_017): incident — on your table, in the Badlands and Demilitarized Zone regions the opponent's ATTACK must be more than double your Condor-class ship's DEFENSE to hit it and more than triple to score a direct hit; your Condor-class ships have RANGE +2 for a flight within one region; that Bajoran and Federation personnel may use (staff and fly) Condor-class ships is manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_017', {
  title: 'Used to Being Outnumbered',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  armor: { hit: 2, direct: 3, ships: { classOrTitle: ['Condor'] }, regions: ['Badlands Region', 'Demilitarized Zone Region'] },
  // Issue 15 (assorted): moving-range.ts (read by verbs-ships.ts › movingBonus).
  shipModifiers: [{ kind: 'fleet-ship-attribute', attributes: ['RANGE'], delta: 2, filter: { shipClass: 'Condor Class' }, movingWithinRegion: true }],
  manual: ['Condor-class ships may be used by [Baj] or [Fed] personnel (a ship moves only with a personnel of its own affiliation aboard)'],
});
