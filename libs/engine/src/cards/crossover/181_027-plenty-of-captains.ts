// Plenty of Captains (crossover, 181_027): incident — plays on your table, and as it is played you may download A Safe Place to Hide; your [TE] personnel do not show [KCA], wherever they are; it is nullified if you seeded Mirror Terok Nor (the record of cards seeded). Your [DS9][TE] personnel and ships may report to any Mirror Quadrant planet mission of the Badlands Region, and once each turn one such Federation or Non-Aligned personnel does so for free.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DOWNLOADING; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded).
// Behaviour/seed-downloads.ts (`alsoWhenPlayed`: declinable), table-icon-grants.ts (`withIcons`, `lose`: "even if not in play"),
// played-titles.ts + card-record.ts (`nullifiedIf.record`: Mirror Terok Nor seeded by its owner, whenever).
export default defineCard('181_027', {
  title: 'Plenty of Captains',
  scenario: 'behaviour/table-mission-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['A Safe Place to Hide'], alsoWhenPlayed: true },
  tableIconGrant: { types: ['Personnel'], withIcons: ['TE'], lose: ['KCA'], icons: [] },
  nullifiedIf: { record: [{ how: 'seeded', filter: { titles: ['Mirror Terok Nor'] } }] },
  // Issue 15 (helper domir): atop-mission-reports.ts › reportsToMissions (1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING;
  // PLAYING "FOR FREE"). The free one is once each turn over both such missions.
  reportsToMissions: {
    where: { quadrant: 'Mirror', region: 'Badlands Region', planet: true },
    reports: [
      { personnel: { property: 'DS9', icons: ['TE'], affiliation: 'Federation' }, free: true, onceEachTurn: true },
      { personnel: { property: 'DS9', icons: ['TE'], affiliation: 'Non-Aligned' }, free: true, onceEachTurn: true },
      { personnel: { property: 'DS9', icons: ['TE'] }, ships: { property: 'DS9', icons: ['TE'] } },
    ],
  },
});
