// Joint Operation (tgq, 176_016): incident — on your table; as it is played you may download Treaty: Romulan/Cardassian. Your [DS9] Cardassian (not [MQ]) and [DS9] Romulan personnel may report aboard your ship at the Orias System (normal card play); once each turn one of your [DS9] Cardassian or Romulan personnel with Intelligence reports for free, or instead (ActivateCard) you nullify a Homefront where such a personnel of yours is present.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; DOWNLOADING.
// "With any Intelligence" is read as having the Intelligence skill at any level (printed).
export default defineCard('176_016', {
  title: 'Joint Operation',
  scenario: 'behaviour/nem-tng-reports.spec.ts',
  play: { window: { kind: 'normal-play' } },
  seedDownloads: { titles: ['Treaty: Romulan/Cardassian'], alsoWhenPlayed: true },
  tableReports: [
    { who: { icons: ['DS9'], affiliation: 'Cardassian', notIcon: 'MQ' }, aboardShipsMatching: { yours: true }, atMission: { titles: ['Orias System'] }, cost: 'normal' },
    { who: { icons: ['DS9'], affiliation: 'Romulan' }, aboardShipsMatching: { yours: true }, atMission: { titles: ['Orias System'] }, cost: 'normal' },
  ],
  permits: [{ kind: 'free-report', who: { icons: ['DS9'], affiliations: ['Cardassian', 'Romulan'], skills: ['Intelligence'] } }],
  // Issue 15 (helper incidents): "… may report for free OR nullify {Homefront} where present": one or the other each turn
  // (free-report-unused / spend-free-report: download-onto-mission.ts; the target: cards-where-yours.ts).
  abilities: [
    {
      id: 'nullify-homefront',
      requires: [{ kind: 'free-report-unused' }],
      targets: { kind: 'card-in-play-where-yours', filter: { titles: ['Homefront'] }, yours: { icons: ['DS9'], skill: 'Intelligence', anyOf: [{ affiliation: 'Cardassian' }, { affiliation: 'Romulan' }] } },
      effects: [{ kind: 'spend-free-report' }, { kind: 'nullify-target' }],
    },
  ],
});
