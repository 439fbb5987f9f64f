// Recover Stolen Material (NEM, 241_027): objective — seeds atop a mission where Space Lab Regula I, Amargosa Observatory or a
// Science Lab site is. Personnel of yours that are not Federation may attempt that mission, and a crew or Away Team of yours
// with no Federation personnel may solve it with SECURITY x3 + STRENGTH over its points; solved by you, unless you earned an
// artifact there, you may download up to three Equipment there. As it seeds, you may seed an artifact of your seed deck face
// down under that mission.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › SEED PHASE (facility phase: seeds onto a mission in play); ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT
// ("unless a card says otherwise"); SOLVING THE MISSION (artifacts earned); DOWNLOADING. Behaviour/missions-incidents-c.ts
// (`withCardTitled` in an `anyOf`), objective-attempts.ts (`onlyTeam`), facility-downloads.ts (`solvedHere`
// `unlessEarnedHere`: card-record.ts › earnedAt). A Science Lab is a site of a station at that mission. Issue 15 (helper tail5):
// `whenSeeded` (mission-specialists.ts › runWhenSeeded), choices.ts pool `seed-deck`, fate `seeded-under-source-mission` (a
// mis-seed judged as any seed there; the card's permission covers a space mission, not a second artifact).
export default defineCard('241_027', {
  title: 'Recover Stolen Material',
  scenario: 'behaviour/objectives-objs.spec.ts',
  seedsOnTarget: {
    kind: 'mission',
    missions: { anyOf: [{ withCardTitled: 'Space Lab Regula I' }, { withCardTitled: 'Amargosa Observatory' }, { withCardTitled: 'Science Lab' }] },
  },
  permits: [
    { kind: 'attempt-here', who: { notAffiliations: ['Federation'] } },
    { kind: 'alternative-requirements', requirements: 'SECURITY x3 + STRENGTH>{P}', onlyTeam: { notAffiliation: 'Federation' } },
  ],
  solvedHere: { main: { types: ['Equipment'] }, plus: { filter: { types: ['Equipment'] }, max: 2 }, here: true, unlessEarnedHere: { types: ['Artifact'] } },
  whenSeeded: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'seed-deck', whose: 'you', filter: { types: ['Artifact'] } }, pick: 1, upTo: true, chosen: 'seeded-under-source-mission' }],
});
