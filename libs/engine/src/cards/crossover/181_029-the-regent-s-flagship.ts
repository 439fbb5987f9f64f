// The Regent's Flagship (crossover, 181_029): incident — plays on your table; your [KCA] personnel do not show [TE], wherever they are; it is nullified if you seeded Mirror Terok Nor (the record of cards seeded). The download of Regency 1, reports aboard it and the leader downloads are manual.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded).
// Behaviour/table-icon-grants.ts (`withIcons`, `lose`), played-titles.ts + card-record.ts (`nullifiedIf.record`).
export default defineCard('181_029', {
  title: "The Regent's Flagship",
  scenario: 'behaviour/card-record.spec.ts',
  play: { window: { kind: 'normal-play' } },
  tableIconGrant: { types: ['Personnel'], withIcons: ['KCA'], lose: ['TE'], icons: [] },
  nullifiedIf: { record: [{ how: 'seeded', filter: { titles: ['Mirror Terok Nor'] } }] },
  manual: [
    'downloading Regency 1 as it is played (a ship downloaded with no place named)',
    'your [KCA] personnel reporting aboard Regency 1, once each turn one [DS9][Car] or [DS9][Kli] of them for free',
    'in place of your normal card play, downloading a non-[Non] [KCA] leader (once per game per affiliation)',
  ],
});
