// The Kazon Collective (voy, 123_064): incident — on its owner's table, their Kazon-affiliation cards may not be assimilated; once each turn, while they have a Maje in play, another Kazon of that Maje's sect (a shared "Kazon-…" characteristic) reports for free. Or it is played on your Kazon Warship: your Kazon personnel, and your Kazon ships other than Kazon Warships, may report aboard it (a ship reported aboard is carried by the Warship).
//   1E rulebook › Borg Rule: Personnel Assimilation; PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_064', {
  title: 'The Kazon Collective',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  assimilationImmunity: { yoursOfAffiliation: 'Kazon' },
  // free-reports.ts › `sameGroupAs` (helper dqv): the sects are the "Kazon-Nistrim", "Kazon-Ogla" … characteristics.
  // The free report is read from the table only (free-reports.ts › tablePermits); `report-aboard` only from a card lying on a ship (report-aboard.ts › reportAboardFiltersOf).
  permits: [
    { kind: 'free-report', who: { characteristics: ['Kazon'] }, sameGroupAs: { leader: 'Maje', prefix: 'Kazon-' } },
    { kind: 'report-aboard', filter: { type: 'Personnel', affiliation: 'Kazon' } },
    // Issue 15 (helper tail7): a ship reported aboard lies carried (report-aboard.ts › checkReportAboard; 1E rulebook › EXECUTING ORDERS › CARRIED SHIPS).
    { kind: 'report-aboard', filter: { type: 'Ship', affiliation: 'Kazon', exceptTitles: ['Kazon Warship'] } },
  ],
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-card-in-play', filter: { types: ['Ship'], titles: ['Kazon Warship'] } }, duration: 'on-target-card' }],
});
