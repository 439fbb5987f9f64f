/**
 * Issue 15: the `SpecialReport { card, to }` command — every way a card's text grants special
 * reporting is one `reports` vocabulary (vocabulary-reporting.ts, behaviour/reporting.ts; personnel-b's
 * `reportsTo` / `letsReport` were folded into it). 1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING.
 */
export { checkSpecialReport as checkSpecialReportCommand, specialReport as runSpecialReport } from './reporting';
