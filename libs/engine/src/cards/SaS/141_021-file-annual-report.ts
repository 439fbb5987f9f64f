// File Annual Report (SaS, 141_021): objective — seeds or plays on your Earth (the Federation homeworld, Espionage Mission) and lies atop it. Once you have solved a mission at another location, your [Sta] personnel may attempt Earth, with OFFICER + INTEGRITY over 30 while a staffed [Sta] ship of yours orbits it; solved by you, Earth is worth 30 points and you may download one universal [Sta] personnel there.
import { defineCard } from '../../behaviour/define';

// [Sta] is the Starfleet affiliation icon (the card list writes it in the affiliation column).
// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION;
// EXECUTING ORDERS › STAFF A SHIP; DOWNLOADING. Behaviour/objective-ship-terms.ts (`withShipMatching`, `ifSolvedAnother`),
// objective-points.ts (`missionPointsInstead`), facility-downloads.ts (`solvedHere`: the personnel is placed at Earth).
export default defineCard('141_021', {
  title: 'File Annual Report',
  scenario: 'behaviour/objective-ship-terms.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ['Earth'], missions: { yours: true } },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [
    { kind: 'attempt-here', who: { affiliations: ['Starfleet'] }, ifSolvedAnother: true },
    { kind: 'alternative-requirements', requirements: 'OFFICER + INTEGRITY>30', withShipMatching: { affiliations: ['Starfleet'], staffed: true, inOrbit: true }, ifSolvedAnother: true },
  ],
  missionPointsInstead: { points: 30 },
  solvedHere: { main: { types: ['Personnel'], affiliations: ['Starfleet'], universal: true }, here: true },
});
