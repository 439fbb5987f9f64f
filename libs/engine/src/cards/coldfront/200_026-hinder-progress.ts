// Hinder Progress (coldfront, 200_026): objective — seeds or plays on your table. When your opponent's crew or Away Team fails a mission attempt, if you have a personnel at that mission, or a dissident in play sharing an affiliation with their personnel there, it goes onto that mission (once per mission); at the end of that turn it is discarded, and you score its 5 points if nobody has solved the mission.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › MISSION FAILURE; END OF TURN; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
// Behaviour/failed-attempt-hindrances.ts: "you may place" is always taken; "personnel in the attempt" are read as the
// opponent's personnel at that location after the failure; a dissident is a personnel with the Dissident characteristic.
export default defineCard('200_026', {
  title: 'Hinder Progress',
  scenario: 'behaviour/failed-attempt-hindrances.spec.ts',
  play: { window: { kind: 'normal-play' } },
  placedOnFailedAttempt: { presentOr: 'Dissident' },
  // Its point box (5): bonus points (1E rulebook › WINNING THE GAME: points from a card other than a mission).
  triggers: [{ on: 'turn-ends', whose: 'every', from: 'this-turn', effects: [{ kind: 'leave-mission-scoring-if-unsolved', points: 5 }] }],
});
