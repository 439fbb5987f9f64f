// Crew Reassignment (dom, 115_020): event — on your table: your [Ent-E] personnel show a [Stf] staffing icon too, and each of your personnel may report (as the normal card play) aboard your ship whose staffing shows a special staffing icon that personnel shows.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_020', {
  title: 'Crew Reassignment',
  scenario: 'behaviour/table-reports-staffing-icon.spec.ts',
  play: { window: { kind: 'normal-play' } },
  staffingGrants: [{ icons: ['Stf'], to: { icons: ['Ent-E'] } }],
  // 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; SHIPS (staffing icons): behaviour/table-reports.ts.
  tableReports: [{ who: {}, sameSpecialStaffingIcon: true, cost: 'normal' }],
});
