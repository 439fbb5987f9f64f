// Protect Historic Encounter (RiF, 153_010): objective — seeds on Earth (the Federation homeworld, Espionage Mission) and lies atop it, downloading Launch the Phoenix as it seeds (a "may" always taken). Its owner's [Ent-E] personnel may attempt Earth with Anthropology + Archaeology + CUNNING over 30; solved by its owner, Earth is worth 30 points and they may download here a personnel native to 2063 Earth (Montana Missile Complex's list of natives).
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION;
// DOWNLOADING. Behaviour/objective-attempts.ts, objective-points.ts, facility-downloads.ts (`solvedHere`).
// "Native to 2063 Earth": the personnel Montana Missile Complex (109_130) names as native to its timeline.
export default defineCard('153_010', {
  title: 'Protect Historic Encounter',
  scenario: 'behaviour/films.spec.ts',
  seedsOnTarget: { kind: 'mission-at-place', places: ['Earth'] },
  seedDownloads: { titles: ['Launch the Phoenix'] },
  permits: [
    { kind: 'attempt-here', who: { icons: ['Ent-E'] } },
    { kind: 'alternative-requirements', requirements: 'Anthropology + Archaeology + CUNNING>30' },
  ],
  missionPointsInstead: { points: 30 },
  solvedHere: { main: { types: ['Personnel'], titles: ['Zefram Cochrane', 'Lily Sloane', 'Solkar', 'Solkar (Nemesis)', 'Sevek', 'Sevek (Nemesis)', "T'Shonra", "T'Shonra (Nemesis)", 'Kathleen Tonell'] }, here: true },
});
