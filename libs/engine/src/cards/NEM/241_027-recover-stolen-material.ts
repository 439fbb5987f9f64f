// Recover Stolen Material (NEM, 241_027): objective — seeds atop a mission where Space Lab Regula I, Amargosa Observatory or a
// Science Lab site is. Personnel of yours that are not Federation may attempt that mission, and a crew or Away Team of yours
// with no Federation personnel may solve it with SECURITY x3 + STRENGTH over its points; solved by you, unless you earned an
// artifact there, you may download up to three Equipment there. Seeding an artifact there as it seeds stays manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › SEED PHASE (facility phase: seeds onto a mission in play); ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT
// ("unless a card says otherwise"); SOLVING THE MISSION (artifacts earned); DOWNLOADING. Behaviour/missions-incidents-c.ts
// (`withCardTitled` in an `anyOf`), objective-attempts.ts (`onlyTeam`), facility-downloads.ts (`solvedHere`
// `unlessEarnedHere`: card-record.ts › earnedAt). A Science Lab is a site of a station at that mission.
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
  manual: ['"you may immediately seed an [Artifact] here": seeding an artifact under this mission as the objective seeds'],
});
