// Assign Support Personnel (twt, 119_039): objective — on your table, your "support personnel" (exactly two skills, no special skill) may report aboard your compatible ships with two or more staffing icons; and you may discard it to download a support personnel (one of each title per game) aboard your matching ship with two or more staffing icons, or your matching facility.
import { defineCard } from '../../behaviour/define';

export default defineCard('119_039', {
  title: 'Assign Support Personnel',
  scenario: 'behaviour/report-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Reporting aboard uses the normal card play (report-places.ts; the ship joined is checked for compatibility).
  tableReports: [{ who: { supportPersonnel: true }, aboardShipsMatching: {}, minStaffingIcons: 2, cost: 'normal' }],
  abilities: [
    {
      id: 'download',
      limit: 'once-per-turn',
      limitShared: 'download',
      costs: ['discard-self'],
      targets: { kind: 'personnel-to-download-aboard', filter: { types: ['Personnel'] }, supportPersonnel: true, ships: { minStaffingIcons: 2 }, facilities: true, matching: true, oncePerGamePerTitle: true },
      effects: [{ kind: 'download-target-aboard', oncePerGamePerTitle: true }],
    },
    {
      // Issue 15 (voyent): with your Dominion War Efforts in play, a [Dom] or [Car] support personnel is downloaded without discarding this card (the same once each turn).
      id: 'download-kept',
      limit: 'once-per-turn',
      limitShared: 'download',
      requires: [{ kind: 'yours-in-play', titles: ['Dominion War Efforts'] }],
      targets: { kind: 'personnel-to-download-aboard', filter: { types: ['Personnel'], affiliations: ['Dominion', 'Cardassian'] }, supportPersonnel: true, ships: { minStaffingIcons: 2 }, facilities: true, matching: true, oncePerGamePerTitle: true },
      effects: [{ kind: 'download-target-aboard', oncePerGamePerTitle: true }],
    },
  ],
});
