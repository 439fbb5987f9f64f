// The Kazon Collective (voy, 123_064): incident — on its owner's table, their Kazon-affiliation cards may not be assimilated; once each turn, while they have a Maje in play, another Kazon of that Maje's sect (a shared "Kazon-…" characteristic) reports for free. Or it is played on your Kazon Warship: your Kazon personnel may report aboard it (ships reporting aboard stay manual).
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
  ],
  modes: [{ play: { window: { kind: 'normal-play' } }, targets: { kind: 'your-card-in-play', filter: { types: ['Ship'], titles: ['Kazon Warship'] } }, duration: 'on-target-card' }],
  manual: ['the other way: your [Kaz] Ship cards (except other Warships) reporting aboard the Warship'],
});
