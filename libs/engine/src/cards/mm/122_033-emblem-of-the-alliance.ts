// Emblem of the Alliance (mm, 122_033): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played). Your [KCA] cards, Grand Nagus Zek, Maihar'du, Rom and Quark mix with each other whatever their affiliations, and a force of nothing but them starts personnel and ship battles without affiliation attack restrictions. The free report and the Ore Processing Unit effects are manual.
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
  ],
  manual: [
    'one [KCA] personnel a turn reporting for free when your [KCA] leader names it (or is named by it) in lore',
    'Ore Processing Units on [MQ] Nors immune to Reactor Overload with 2 ENGINEER present',
  ],
});
