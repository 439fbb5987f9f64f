// Investigate Warp Signature (NEM, 241_026): objective — seeds on Earth (the Federation homeworld, Espionage Mission) and lies atop it, downloading Launch the Phoenix as it seeds. Its owner's Vulcan-affiliation personnel may attempt Earth, and its owner may solve it with Astrophysics + Anthropology + CUNNING over 30, or with Astrophysics + Anthropology while their Vulcan Lander is at Earth; solved by its owner, Earth is worth 30 points, or 40 with the Phoenix in orbit there.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION.
// Behaviour/objective-attempts.ts (`withShipHere`: the Lander "OR" term), behaviour/objective-points.ts (the point value).
// Montana Missile Complex is a time location, which the engine does not model, so only the Phoenix at Earth is read.
export default defineCard('241_026', {
  title: 'Investigate Warp Signature',
  scenario: 'behaviour/hamm-objectives.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Earth'] },
  seedDownloads: { titles: ['Launch the Phoenix'] },
  permits: [
    { kind: 'attempt-here', who: { affiliations: ['Vulcan'] } },
    { kind: 'alternative-requirements', requirements: 'Astrophysics + Anthropology + CUNNING>30' },
    { kind: 'alternative-requirements', requirements: 'Astrophysics + Anthropology', withShipHere: ['Vulcan Lander'] },
  ],
  missionPointsInstead: { points: 30, withShipInOrbit: { titles: ['Phoenix'], points: 40 } },
});
