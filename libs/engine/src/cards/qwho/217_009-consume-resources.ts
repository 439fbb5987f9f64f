// Consume: Resources (qwho, 217_009): Borg-Only Objective — played on the table targeting an unsolved non-homeworld planet mission with no [BO] objective on it; your [TNG] Borg scout it; once scouting is complete (that turn or later), at the end of your turn with your staffed [TNG] Borg cube there it is complete (placed on the mission, 30 points). From then on your [TNG] [Com] drones have the mission's required skills except Intelligence ones, at the highest count named; on completion, your Archaeology personnel on the planet acquire the artifacts there (behaviour/artifact-acquisitions.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('217_009', {
  title: 'Consume: Resources',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { planet: true, notHomeworld: true, unsolved: true, noBorgObjective: true } },
  borgObjective: { scouts: 'location', scoutedBy: { property: 'TNG' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    { on: 'end-of-turn', effects: [{ kind: 'after-scouting', at: { kind: 'staffed-ship-there', shipClass: 'Borg Cube', property: 'TNG' }, then: [{ kind: 'complete-borg-objective', points: 30 }, { kind: 'archaeology-acquires-artifacts-here' }], noProbe: true }] },
  ],
  consumedSkills: { filter: { property: 'TNG', icons: ['Com'], characteristic: 'Drone' } },
});
