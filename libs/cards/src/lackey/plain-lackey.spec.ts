/**
 * Issue 15 › Card data: a plain LackeyCCG list (no `Set id` / `Blueprint ID` columns) imports with
 * stable ids derived from set and name; "Damage Marker" rows and unknown types are reported with
 * counts, never dropped silently; the exit code says which happened.
 * given (a list built from the shared card list's rows) / when (importLackeyCsv) / then (cards, notes).
 */
import { readFileSync } from 'node:fs';
import { parseCsvRecords } from './csv';
import { importExitCode, importLackeyCsv, importNotes } from './import-lackey';
import { SHARED_CARD_LIST } from '../testing/shared-card-list';

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
function toCsv(header: readonly string[], rows: readonly Record<string, string>[]): string {
  return [header.map(quote).join(','), ...rows.map((row) => header.map((column) => quote(row[column] ?? '')).join(','))].join('\r\n');
}

const shared = parseCsvRecords(readFileSync(SHARED_CARD_LIST, 'utf8'));
const plainHeader = shared.header.filter((column) => column !== 'Set id' && column !== 'Blueprint ID');
const premiere = shared.records.filter((row) => row['Release'] === 'premiere');

describe('a plain LackeyCCG list without Set id / Blueprint ID', () => {
  const imported = importLackeyCsv(toCsv(plainHeader, premiere));

  it('imports every Premiere row with an id derived from set and name, and says so', () => {
    expect(imported.missingColumns).toEqual([]);
    expect(imported.absentColumns).toEqual(['Set id', 'Blueprint ID']);
    expect(imported.cards).toHaveLength(363);
    expect(imported.idSource).toBe('derived-from-set-and-name');
    expect(imported.derivedIds).toBe(363);
    expect(new Set(imported.cards.map((card) => card.id)).size).toBe(363);
    expect(imported.cards.find((card) => card.title === 'Tricorder')!.id).toBe('premiere:tricorder');
    expect(importNotes(imported)[0]).toMatch(/^363 card ids derived from set and name \(no Blueprint ID column\)/);
    expect(importExitCode(imported)).toBe(0);
  });

  it('derives the same ids whatever the row order (stable)', () => {
    const reversed = importLackeyCsv(toCsv(plainHeader, [...premiere].reverse()));
    const ids = (list: typeof imported) => new Map(list.cards.map((card) => [`${card.title}|${card.type}|${card.text ?? ''}`, card.id]));
    const a = ids(imported);
    const b = ids(reversed);
    const same = [...a.entries()].filter(([key, id]) => b.get(key) === id).length;
    // Only cards sharing a set and a name (told apart by their image file) may depend on order.
    expect(same).toBe(a.size);
  });

  it('tab-separated (LackeyCCG plugin) files read the same', () => {
    const tsv = [plainHeader.join('\t'), ...premiere.slice(0, 20).map((row) => plainHeader.map((column) => (row[column] ?? '').replace(/[\t\r\n]+/g, ' ')).join('\t'))].join('\n');
    expect(importLackeyCsv(tsv).cards.map((card) => card.title)).toEqual(imported.cards.slice(0, 20).map((card) => card.title));
  });
});

describe('rows that are not cards, and unknown types', () => {
  const marker = { ...premiere[0]!, Name: 'Damage Marker', Type: 'Damage Marker', 'Blueprint ID': '', 'Set id': '' };
  const odd = { ...premiere[1]!, Name: 'Strange Thing', Type: 'Gizmo' };

  it('"Damage Marker" rows are reported as not cards, counted, and the cards still import (exit 0)', () => {
    const imported = importLackeyCsv(toCsv(shared.header, [...premiere.slice(0, 10), marker, marker]));
    expect(imported.cards).toHaveLength(10);
    expect(imported.skipped).toEqual([{ kind: 'not-a-card', type: 'Damage Marker', count: 2, examples: ['Damage Marker', 'Damage Marker'] }]);
    expect(importNotes(imported)).toEqual(['2 row(s) of type "Damage Marker" skipped: not a card (a game marker) (e.g. Damage Marker, Damage Marker)']);
    expect(importExitCode(imported)).toBe(0);
  });

  it('an unknown type is reported (issue + note) and makes the exit code 2', () => {
    const imported = importLackeyCsv(toCsv(shared.header, [...premiere.slice(0, 10), odd]));
    expect(imported.cards).toHaveLength(10);
    expect(imported.skipped).toEqual([{ kind: 'unknown-type', type: 'Gizmo', count: 1, examples: ['Strange Thing'] }]);
    expect(imported.issues.filter((issue) => issue.field === 'Type')).toEqual([expect.objectContaining({ title: 'Strange Thing', reason: 'unknown card type' })]);
    expect(importExitCode(imported)).toBe(2);
  });

  it('a file without Name or Type columns is not a card list (exit 1)', () => {
    const imported = importLackeyCsv('Title,Kind\r\nFoo,Bar');
    expect(imported.missingColumns).toEqual(['Name', 'Type']);
    expect(importExitCode(imported)).toBe(1);
  });
});
