/**
 * `captains-log cards coverage <csv> [--release <code>] [--details] [--json]`: per set and type,
 * how many cards the engine automates, partly automates (with the manual parts) or leaves manual.
 * `--json` prints `{ totals, byType, rows }`; each row's `tested` names, per automated or partly
 * automated card, the spec whose scenario tests exercise it (issue 15).
 */
import { loadLackeyCsvFile } from '@captains-log/cards';
import { coverageTable } from '@captains-log/engine';
import { type Command, UsageError } from '../command-registry';

export const cardsCoverageCommand: Command = {
  path: ['cards', 'coverage'],
  usage: 'cards coverage <csv> [--release <code>] [--details] [--json]',
  summary: 'per set and type: cards automated / partly automated (which parts) / manual in the rules engine',
  run(args, io) {
    const csvPath = args.positional[0];
    if (!csvPath) throw new UsageError('missing <csv> path');
    const release = typeof args.options['release'] === 'string' ? args.options['release'] : undefined;
    const cards = loadLackeyCsvFile(csvPath).cards.filter((card) => !release || card.release === release);
    const rows = coverageTable(cards);
    if (args.options['json'] === true) {
      const totals = { automated: 0, partial: 0, manual: 0 };
      const byType: Record<string, { automated: number; partial: number; manual: number }> = {};
      for (const row of rows) {
        const entry = (byType[row.type] ??= { automated: 0, partial: 0, manual: 0 });
        for (const key of ['automated', 'partial', 'manual'] as const) {
          entry[key] += row[key];
          totals[key] += row[key];
        }
      }
      io.out(JSON.stringify({ totals, byType, rows }, null, 2));
      return 0;
    }
    const pad = (text: string | number, width: number) => String(text).padEnd(width);
    io.out(`${pad('set', 10)}${pad('type', 14)}${pad('automated', 11)}${pad('partial', 9)}${pad('manual', 8)}`);
    const total = { automated: 0, partial: 0, manual: 0 };
    for (const row of rows) {
      io.out(`${pad(row.release, 10)}${pad(row.type, 14)}${pad(row.automated, 11)}${pad(row.partial, 9)}${pad(row.manual, 8)}`);
      total.automated += row.automated;
      total.partial += row.partial;
      total.manual += row.manual;
    }
    io.out(`${pad('total', 24)}${pad(total.automated, 11)}${pad(total.partial, 9)}${pad(total.manual, 8)}`);
    if (args.options['details'] === true) {
      for (const row of rows) {
        if (row.partialCards.length === 0 && row.manualCards.length === 0) continue;
        io.out('');
        io.out(`${row.release} ${row.type}`);
        const parts = new Map<string, string[]>();
        for (const entry of row.partialCards) {
          const key = entry.manual.join('; ');
          parts.set(key, [...(parts.get(key) ?? []), entry.title]);
        }
        for (const [key, titles] of parts) io.out(`  partial (manual: ${key}): ${titles.join(', ')}`);
        if (row.manualCards.length) io.out(`  manual: ${row.manualCards.join(', ')}`);
      }
    }
    return 0;
  },
};
