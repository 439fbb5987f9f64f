// Emblem of the Alliance (mm, 122_033): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played). Your [KCA] cards, Grand Nagus Zek, Maihar'du, Rom and Quark mix with each other whatever their affiliations, and a force of nothing but them starts personnel and ship battles without affiliation attack restrictions. Once each turn one [KCA] personnel reports for free while a [KCA] leader of yours in play names it, or is named by it, in lore. Ore Processing Units on [MQ] Nors are immune to Reactor Overload with 2 ENGINEER present there.
import { defineCard } from '../../behaviour/define';

const ALLIANCE = { anyOf: [{ icons: ['KCA'] }, { types: ['Personnel'], personas: ['Grand Nagus Zek', "Maihar'du", 'Rom', 'Quark'] }] } as const;

export default defineCard('122_033', {
  title: 'Emblem of the Alliance',
  scenario: 'behaviour/seed-on-target.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['The Art of Diplomacy'], alsoWhenPlayed: true },
  // Issue 15 (helper mixing): a scoped mix permit (behaviour/scoped-mixing.ts; 1E rulebook › REPORTING FOR DUTY › COMPATIBLE).
  // holo-captures.ts › forceLiftsRestrictions: a personnel or ship battle (issue 15, helper battle: ships and crews; spec behaviour/attacked-permits.spec.ts) begun by a force of nothing but them (1E rulebook › BATTLE: a group mixing with others keeps the others' restrictions).
  permits: [
    { kind: 'mix', affiliations: ['*', '*'], who: [ALLIANCE, ALLIANCE] },
    { kind: 'force-ignores-attack-restrictions', who: { anyOf: [{ icons: ['KCA'] }, { titles: ['Grand Nagus Zek', "Maihar'du", 'Rom', 'Quark'] }] } },
    // Issue 15 (helper tail4): free-reports.ts › loreNamesYours (`icons`, `leader`, `either`): one [KCA] personnel a turn for free
    // while a [KCA] leader of yours in play names it, or is named by it, in lore (1E rulebook › PLAYING "FOR FREE"; Clarifications:
    // Named In Lore). Spec behaviour/turn-abilities.spec.ts.
    { kind: 'free-report', who: { icons: ['KCA'] }, loreNamesYours: { icons: ['KCA'], leader: true, either: true } },
  ],
  // Issue 15 (helper partners): behaviour/ore-overloads.ts (spec behaviour/ore-overloads.spec.ts).
  oreSiteImmunity: { nors: { icons: ['MQ'] }, needs: 'ENGINEER x2', where: 'site' },
});
