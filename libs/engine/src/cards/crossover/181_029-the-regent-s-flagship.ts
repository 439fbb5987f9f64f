// The Regent's Flagship (crossover, 181_029): incident — plays on your table, downloading Regency 1 as it is played (the download is its target: where Regency 1 may report, `anyPlace`; no Regency 1 to download, no play). Your [KCA] personnel do not show [TE], wherever they are; your [KCA] personnel may report aboard Regency 1 (the normal card play), and once each turn one [DS9] Cardassian or [DS9] Klingon among them for free. In place of your normal card play you may download a [KCA] leader (OFFICER or Leadership) who is not Non-Aligned, once per game per affiliation. It is nullified if you seeded Mirror Terok Nor (the record of cards seeded).
// 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › NULLIFIERS (a nullified card is discarded); DOWNLOADING
// (a card that requires a download cannot be played without it); BATTLE › INITIATING A BATTLE (a leader: OFFICER or Leadership).
// Behaviour/table-icon-grants.ts (`withIcons`, `lose`), played-titles.ts + card-record.ts (`nullifiedIf.record`), table-reports.ts, download-places.ts.
import { defineCard } from '../../behaviour/define';

const leader = [{ classification: 'OFFICER' }, { skillAtLeast: { skill: 'OFFICER', level: 1 } }, { skillAtLeast: { skill: 'Leadership', level: 1 } }];

export default defineCard('181_029', {
  title: "The Regent's Flagship",
  scenario: 'behaviour/download-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'card-to-download', filter: { titles: ['Regency 1'] }, anyPlace: true },
  triggers: [{ on: 'played', effects: [{ kind: 'download-target' }] }],
  tableIconGrant: { types: ['Personnel'], withIcons: ['KCA'], lose: ['TE'], icons: [] },
  nullifiedIf: { record: [{ how: 'seeded', filter: { titles: ['Mirror Terok Nor'] } }] },
  tableReports: [
    { who: { icons: ['KCA'] }, aboardShips: ['Regency 1'], cost: 'normal' },
    { who: { icons: ['KCA', 'DS9'], affiliation: 'Cardassian' }, aboardShips: ['Regency 1'] },
    { who: { icons: ['KCA', 'DS9'], affiliation: 'Klingon' }, aboardShips: ['Regency 1'] },
  ],
  abilities: [
    {
      id: 'leader',
      costs: ['normal-card-play'],
      targets: { kind: 'card-to-download', filter: { types: ['Personnel'], icons: ['KCA'], notAffiliations: ['Non-Aligned'], anyOf: leader }, anyPlace: true, oncePerAffiliation: true },
      effects: [{ kind: 'record-affiliation-use' }, { kind: 'download-target' }],
    },
  ],
});
