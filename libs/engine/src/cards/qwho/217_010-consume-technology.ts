// Consume: Technology (qwho, 217_010): Borg-Only Objective — played on the table targeting your unsolved space mission requiring Computer Skill with no [BO] objective on it; your [TNG] Borg scout it; once scouting is complete (that turn or later), at the end of your turn with your staffed [TNG] Borg cube there it is complete (placed on the mission, 35 points). From then on your [TNG] [Nav] drones have the mission's required skills except Intelligence ones, at the highest count named.
import { defineCard } from '../../behaviour/define';

export default defineCard('217_010', {
  title: 'Consume: Technology',
  scenario: 'behaviour/borg-cards.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { yours: true, space: true, requiring: 'Computer Skill', unsolved: true, noBorgObjective: true } },
  borgObjective: { scouts: 'location', scoutedBy: { property: 'TNG' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    { on: 'end-of-turn', effects: [{ kind: 'after-scouting', at: { kind: 'staffed-ship-there', shipClass: 'Borg Cube', property: 'TNG' }, then: [{ kind: 'complete-borg-objective', points: 35 }], noProbe: true }] },
  ],
  consumedSkills: { filter: { property: 'TNG', icons: ['Nav'], characteristic: 'Drone' } },
});
