/**
 * `captains-log cards report <csv> [--release premiere] [--json]`: the importer's parse report, with
 * the import notes (ids derived from set and name, rows skipped). Exit code as `cards import`:
 * 0 every card row read; 1 no cards; 2 rows of an unknown type skipped.
 */
import { buildParseReport, formatParseReport, importExitCode, importNotes, loadLackeyCsvFile } from '@captains-log/cards';
import { type Command, UsageError } from '../command-registry';

export const cardsReportCommand: Command = {
  path: ['cards', 'report'],
  usage: 'cards report <csv> [--release <code>] [--json]',
  summary: 'parse a LackeyCCG card list and report what could not be interpreted',
  run(args, io) {
    const csvPath = args.positional[0];
    if (!csvPath) throw new UsageError('missing <csv> path');
    const imported = loadLackeyCsvFile(csvPath);
    if (imported.missingColumns.length > 0) io.err(`missing columns: ${imported.missingColumns.join(', ')}`);
    const release = typeof args.options['release'] === 'string' ? args.options['release'] : undefined;
    const reports = release ? [buildParseReport(imported, release)] : [buildParseReport(imported), buildParseReport(imported, 'premiere')];
    if (args.options['json'] === true) {
      for (const note of importNotes(imported)) io.err(`note: ${note}`);
      io.out(JSON.stringify(reports, null, 2));
    } else {
      io.out(`${imported.rowCount} rows read, ${imported.cards.length} cards imported`);
      for (const note of importNotes(imported)) io.out(`note: ${note}`);
      for (const report of reports) {
        io.out('');
        io.out(formatParseReport(report));
      }
    }
    return importExitCode(imported);
  },
};
