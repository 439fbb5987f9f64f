// Facilitate Peace Talks (50, 188_014): objective — seeds or plays on Khitomer (Khitomer Research, by the place table) and lies atop it, downloading Treaty: Federation/Klingon to its owner's table as it seeds or is played. Its owner's [Films] personnel may attempt the mission, with Diplomacy x2 + Leadership x2 + INTEGRITY over 40; solved by its owner, they may download here up to two [Films] personnel, no two sharing an affiliation.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); SOLVING THE MISSION;
// DOWNLOADING; THE SEED PHASES › Clarification: Seed Phase Actions. "{Khitomer}": place-table.ts (Khitomer Research,
// 101_174). Behaviour/objective-attempts.ts, seed-downloads.ts, facility-downloads.ts (`solvedHere`, `plus.differentAffiliations`).
export default defineCard('188_014', {
  title: 'Facilitate Peace Talks',
  scenario: 'behaviour/listed-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ['Khitomer'] },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  seedDownloads: { titles: ['Treaty: Federation/Klingon'], alsoWhenPlayed: true },
  permits: [
    { kind: 'attempt-here', who: { icons: ['Films'] } },
    { kind: 'alternative-requirements', requirements: 'Diplomacy x2 + Leadership x2 + INTEGRITY>40' },
  ],
  solvedHere: {
    main: { types: ['Personnel'], icons: ['Films'] },
    plus: { filter: { types: ['Personnel'], icons: ['Films'] }, max: 1, differentAffiliations: true },
    here: true,
  },
});
