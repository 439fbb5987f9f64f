// Relentless (qwho, 217_004): incident — on your table: you may not play Implant cards; a scouting attempt needs at least three drones in the team; scouting for your Consume objectives is completed at the end of your turn once no dilemma remains under the mission, even unscouted. Once each turn, Adapt: Negate Obstruction may nullify a dilemma your [TNG] Borg already encountered this turn (behaviour/relentless-adapt.ts, spec behaviour/bogborg.spec.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('217_004', {
  title: 'Relentless',
  scenario: 'behaviour/scouting.spec.ts',
  scoutingRules: { drones: 3, completesFor: ['Consume: Outpost', 'Consume: Resources', 'Consume: Technology'], noPlaysTitleWord: 'Implant' },
});
