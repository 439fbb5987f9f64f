// Plenty of Captains (crossover, 181_027): incident — plays on your table, and as it is played you may download A Safe Place to Hide; your [TE] personnel do not show [KCA], wherever they are; it is nullified if you seeded Mirror Terok Nor (the record of cards seeded). Reporting to Badlands Region planet missions of the Mirror Quadrant is manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; DOWNLOADING; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded).
// Behaviour/seed-downloads.ts (`alsoWhenPlayed`: declinable), table-icon-grants.ts (`withIcons`, `lose`: "even if not in play"),
// played-titles.ts + card-record.ts (`nullifiedIf.record`: Mirror Terok Nor seeded by its owner, whenever).
export default defineCard('181_027', {
  title: 'Plenty of Captains',
  scenario: 'behaviour/card-record.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['A Safe Place to Hide'], alsoWhenPlayed: true },
  tableIconGrant: { types: ['Personnel'], withIcons: ['TE'], lose: ['KCA'], icons: [] },
  nullifiedIf: { record: [{ how: 'seeded', filter: { titles: ['Mirror Terok Nor'] } }] },
  manual: [
    'your [DS9][TE] personnel and ships reporting to any [MQ] Badlands Region planet mission (a mission as a report place), and once each turn one such [Fed] or [Non] personnel reporting there for free',
  ],
});
