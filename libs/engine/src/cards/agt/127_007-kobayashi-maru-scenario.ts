// Kobayashi Maru Scenario (agt, 127_007): incident — seeds or plays on a mission (unique). Its mission needs Computer Skill
// besides its requirements. As each mission attempt there begins (anyone's), one attempting personnel, selected at random,
// leaves play and lies beneath the incident, where it still counts for its owner's uniqueness. When a player solves the
// mission, their personnel beneath it who are compatible with the solving crew or Away Team join it; the rest beneath are
// discarded.
//   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; SOLVING THE MISSION; DUPLICATION AND PERSONAS;
//   GLOSSARY › Random Selection (behaviour/attempt-tolls.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('127_007', {
  title: 'Kobayashi Maru Scenario',
  scenario: 'behaviour/attempt-tolls.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: {} },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  addsToMissionRequirements: 'Computer Skill',
  atAttemptStart: { anyPlayer: true, effects: [{ kind: 'store-random-attempting-personnel' }] },
  stores: { countsForUniqueness: true },
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'stored-personnel-join-solvers' }] }],
});
