/**
 * Issue 15: one `SpecialReport { card, to }` command for both ways a personnel's text grants special
 * reporting — personnel-a's permissions (`reports`, behaviour/reporting.ts) and personnel-b's places
 * and permits (`reportsTo`, `letsReport`, behaviour/reports-personnel-b.ts). 1E rulebook › REPORTING
 * FOR DUTY › SPECIAL REPORTING. The report is legal when either set of rules allows it; a refusal
 * names the rule that recognised the place (the other one's "nothing lets it report there" only
 * when neither did). The two vocabularies are still separate (to be folded into one).
 */
import type { Ctx, Problem } from '../context';
import type { CommandOf } from '../types';
import { checkSpecialReport, specialReport } from './reporting';
import { checkReportSpecially, reportSpecially } from './reports-personnel-b';

const NOWHERE = 'NO_SPECIAL_REPORTING';

export function checkSpecialReportCommand(state: Parameters<typeof checkSpecialReport>[0], command: CommandOf<'SpecialReport'>): Problem | null {
  const byPermission = checkSpecialReport(state, command);
  if (!byPermission) return null;
  const byPlace = checkReportSpecially(state, command);
  if (!byPlace) return null;
  return byPermission.code !== NOWHERE ? byPermission : byPlace;
}

export function runSpecialReport(ctx: Ctx, command: CommandOf<'SpecialReport'>): void {
  if (!checkSpecialReport(ctx.state, command)) specialReport(ctx, command);
  else reportSpecially(ctx, command);
}
