import { importLackeyCsv } from '../lackey/import-lackey';
import { LACKEY_COLUMNS } from '../lackey/card-from-row';
import { buildParseReport, formatParseReport } from './parse-report';

// A synthetic two-row list (our own invented cards, not data from the card list).
function csv(rows: Record<string, string>[]): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [LACKEY_COLUMNS.join(','), ...rows.map((row) => LACKEY_COLUMNS.map((c) => quote(row[c] ?? '')).join(','))].join('\n');
}

describe('parse report', () => {
  const imported = importLackeyCsv(
    csv([
      {
        Name: 'Test Mission',
        Release: 'testset',
        'Blueprint ID': '900_001',
        Type: 'Mission',
        'Mission/ Dilemma Type': '[P]',
        Affil: '[FED][ZZZ]',
        Points: '35',
        Span: '3',
        Quadrant: 'Alpha',
        Text: 'Diplomacy + (Leadership OR',
      },
      {
        Name: 'Test Officer',
        Release: 'other',
        'Blueprint ID': '900_002',
        Type: 'Personnel',
        Affil: 'Federation',
        Class: 'OFFICER',
        'Int/Rng': '7',
        'Cun/Wpn': '6+X',
        'Str/Shd': 'lots',
        Icons: '[Cmd][Zap]',
        Text: 'OFFICER Navigation x 2 Honor',
      },
    ]),
  );

  it('counts cards by type and lists each uninterpreted value with its reason', () => {
    const report = buildParseReport(imported);
    expect(report.countsByType).toEqual({ Mission: 1, Personnel: 1 });
    expect(report.issues.map((issue) => [issue.cardId, issue.field, issue.value])).toEqual([
      ['900_001', 'Affil', '[ZZZ]'],
      ['900_001', 'Text', 'Diplomacy + (Leadership OR'],
      ['900_002', 'Icons', '[Zap]'],
      ['900_002', 'Str/Shd', 'lots'],
    ]);
    expect(report.missions).toEqual({ total: 1, withRequirements: 0, requirementsClean: 0 });
    expect(report.personnel).toEqual({ total: 1, skillBoxesClean: 1 });
    const text = formatParseReport(report);
    expect(text).toContain('Uninterpreted values: 4 on 2 cards');
    expect(text).toContain('900_002 Test Officer [Personnel] Str/Shd: "lots"');
  });

  it('restricts to one release', () => {
    const report = buildParseReport(imported, 'other');
    expect(report.cardCount).toBe(1);
    expect(report.issues.map((issue) => issue.field)).toEqual(['Icons', 'Str/Shd']);
  });
});
