// Council of Warriors (twt, 119_040): objective — plays on your [KLI] mission showing less than 30 points, or on Qo'noS, where
// no attempt has begun. Nullified (discarded) once you have played Scan, Full Planet Scan or a non-Klingon personnel. When you
// solve that mission by the end of your next turn, it goes to your point area; there, every opposing ship your ships destroy
// in battle and every opposing personnel your Klingons kill in personnel battle is placed on it and scores its printed WEAPONS
// or STRENGTH (behaviour/trophy-case.ts).
//   1E rulebook › THE CARDS › OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS; BATTLE; SCORING POINTS (bonus points).
import { defineCard } from '../../behaviour/define';

export default defineCard('119_040', {
  title: 'Council of Warriors',
  scenario: 'behaviour/trophy-case.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { unattempted: true, anyOf: [{ yours: true, affiliationIcon: 'Klingon', pointsBelow: 30 }, { atPlaces: ["Qo'noS"] }] } },
  duration: 'on-target-mission',
  nullifiedIf: { youPlayed: ['Scan', 'Full Planet Scan'], record: [{ how: 'played', filter: { types: ['Personnel'] }, unless: { species: 'Klingon' } }] },
  triggers: [{ on: 'mission-completed', effects: [{ kind: 'self-to-point-area', withinYourTurns: 1 }] }],
  stores: {},
  trophyCase: { killer: { species: 'Klingon' }, shipWorth: 'WEAPONS', personnelWorth: 'STRENGTH' },
});
