// Used to Being Outnumbered (Maquis, 172_017): incident — on your table, in the Badlands and Demilitarized Zone regions the opponent's ATTACK must be more than double your Condor-class ship's DEFENSE to hit it and more than triple to score a direct hit.
import { defineCard } from '../../behaviour/define';

export default defineCard('172_017', {
  title: 'Used to Being Outnumbered',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  armor: { hit: 2, direct: 3, ships: { classOrTitle: ['Condor'] }, regions: ['Badlands Region', 'Demilitarized Zone Region'] },
  manual: ['Condor-class ships may be used by [Baj] or [Fed]', 'your Condor-class ship is RANGE +2 while moving within a region'],
});
