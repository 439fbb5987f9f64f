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
      costs: ['discard-self'],
      targets: { kind: 'personnel-to-download-aboard', filter: { types: ['Personnel'] }, supportPersonnel: true, ships: { minStaffingIcons: 2 }, facilities: true, matching: true, oncePerGamePerTitle: true },
      effects: [{ kind: 'download-target-aboard', oncePerGamePerTitle: true }],
    },
  ],
});
