// Relentless (qwho, 217_004): incident — on your table: you may not play Implant cards; a scouting attempt needs at least three drones in the team; scouting for your Consume objectives is completed at the end of your turn once no dilemma remains under the mission, even unscouted. Its Adapt: Negate Obstruction permission stays manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('217_004', {
  title: 'Relentless',
  scenario: 'behaviour/scouting.spec.ts',
  scoutingRules: { drones: 3, completesFor: ['Consume: Outpost', 'Consume: Resources', 'Consume: Technology'], noPlaysTitled: 'Implant' },
  manual: ['once each turn, playing Adapt: Negate Obstruction on dilemmas your [TNG] Borg encountered earlier the same turn'],
});
