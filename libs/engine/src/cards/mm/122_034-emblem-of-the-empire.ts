// Emblem of the Empire (mm, 122_034): incident — seeded or played on the table, it downloads The Art of Diplomacy (a "may": taken at seeding; declinable when played). Your [TE] cards, Benjamin Sisko, Jake Sisko, Rom and Quark mix with each other whatever their affiliations, and a force of nothing but them starts personnel and ship battles without affiliation attack restrictions. Your [TE] facilities and staffed ships are immune to Navigate Plasma Storms. The Ore Processing Unit on Mirror Terok Nor is immune to Reactor Overload with 2 ENGINEER present there, and processes ore for you under Federation control.
import { defineCard } from '../../behaviour/define';

const EMPIRE = { anyOf: [{ icons: ['TE'] }, { types: ['Personnel'], personas: ['Benjamin Sisko', 'Jake Sisko', 'Rom', 'Quark'] }] } as const;

export default defineCard('122_034', {
  title: 'Emblem of the Empire',
  scenario: 'behaviour/seed-on-target.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['The Art of Diplomacy'], alsoWhenPlayed: true },
  // Issue 15 (helper mixing): a scoped mix permit (behaviour/scoped-mixing.ts; 1E rulebook › REPORTING FOR DUTY › COMPATIBLE).
  // holo-captures.ts › forceLiftsRestrictions: a personnel or ship battle (issue 15, helper battle: ships and crews; spec behaviour/attacked-permits.spec.ts) begun by a force of nothing but them (1E rulebook › BATTLE: a group mixing with others keeps the others' restrictions).
  permits: [
    { kind: 'mix', affiliations: ['*', '*'], who: [EMPIRE, EMPIRE] },
    { kind: 'force-ignores-attack-restrictions', who: { anyOf: [{ icons: ['TE'] }, { titles: ['Benjamin Sisko', 'Jake Sisko', 'Rom', 'Quark'] }] } },
  ],
  // Issue 15 (helper tail4): table-immunity.ts (spec behaviour/probes.spec.ts).
  tableImmunity: [
    { titles: ['Navigate Plasma Storms'], who: { types: ['Facility'], icons: ['TE'] } },
    { titles: ['Navigate Plasma Storms'], who: { types: ['Ship'], icons: ['TE'] }, staffedShips: true },
  ],
  // Issue 15 (helper partners): behaviour/ore-overloads.ts (spec behaviour/ore-overloads.spec.ts).
  oreSiteImmunity: { nors: { titles: ['Mirror Terok Nor'] }, needs: 'ENGINEER x2', where: 'site' },
  oreProcessingUnder: { nors: { titles: ['Mirror Terok Nor'] }, affiliations: ['Federation'] },
});
