// Consume: Outpost (qwho, 217_008): Borg-Only Objective — played on the table targeting an unsolved Neutral Zone Region mission with no [BO] objective on it, not yet examined (read, as for Preparation and The Genesis Effect, as no mission attempt begun there: its seed cards never revealed); your [TNG] Borg scout it; once scouting is complete, at the end of your turn with your staffed [TNG] Borg cube there it is complete (placed on the mission, 35 points). The uncontrolled outpost from outside the game and the outpost placed out-of-play stay manual: the engine has no facility that neither player controls (an outpost of its owner's in play would take reports and docking).
import { defineCard } from '../../behaviour/define';

export default defineCard('217_008', {
  title: 'Consume: Outpost',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-mission', missions: { regions: ['Neutral Zone Region'], unsolved: true, noBorgObjective: true, unattempted: true } },
  borgObjective: { scouts: 'location', scoutedBy: { property: 'TNG' } },
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-target' }] },
    { on: 'end-of-turn', effects: [{ kind: 'after-scouting', at: { kind: 'staffed-ship-there', shipClass: 'Borg Cube', property: 'TNG' }, then: [{ kind: 'complete-borg-objective', points: 35 }], noProbe: true }] },
  ],
  manual: ['downloading an uncontrolled outpost there from outside the game (ignoring the ENGINEER requirement)', 'placing that outpost out-of-play on completion'],
});
