/**
 * Imports a LackeyCCG 1E card list (the CSV text) into typed cards plus import issues. Pure.
 *
 * Issue 15: a plain LackeyCCG list without the `Set id` / `Blueprint ID` columns still imports:
 * each card gets a stable id derived from its set and name (`idSource` says so, and the report
 * counts them). Rows that are not cards (`Damage Marker`) and rows of an unknown type are listed in
 * `skipped` with their counts, never dropped silently.
 */
import type { Card } from '../model';
import { parseCsvRecords } from './csv';
import { LACKEY_COLUMNS, cardFromRecord, type LackeyRecord } from './card-from-row';
import type { ImportIssue } from './issues';
import { CARD_TYPES } from '../model';

/** Without these a file is not a card list. */
export const REQUIRED_COLUMNS = ['Name', 'Type'] as const;

export interface SkippedRows {
  /** `not-a-card`: a game marker row (e.g. Damage Marker); `unknown-type`: a type the importer does not know. */
  readonly kind: 'not-a-card' | 'unknown-type';
  readonly type: string;
  readonly count: number;
  readonly examples: readonly string[];
}

export interface LackeyImport {
  readonly cards: Card[];
  readonly issues: ImportIssue[];
  readonly rowCount: number;
  /** Required columns that are absent (the file is then not read as a card list). */
  readonly missingColumns: string[];
  /** Known LackeyCCG columns that are absent but not required (e.g. `Set id`, `Blueprint ID`). */
  readonly absentColumns: string[];
  /** Where card ids come from: the `Blueprint ID` column, or derived from set and name. */
  readonly idSource: 'blueprint-id' | 'derived-from-set-and-name' | 'mixed';
  readonly derivedIds: number;
  readonly skipped: SkippedRows[];
}

const NOT_CARDS = /marker|token|counter/i;
const cardTypes = new Set<string>(CARD_TYPES);

function knownType(raw: string): boolean {
  const value = raw.trim();
  const base = value.startsWith('Q ') ? value.slice(2) : value;
  return base.split('/').every((part) => cardTypes.has(part.trim()));
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\*$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A stable id from the set and the name (and the image file when a set holds two cards of one name). */
export function derivedCardId(record: LackeyRecord): string {
  const field = (name: string) => (record[name] ?? '').trim();
  const set = slug(field('Release') || field('Set') || 'unknown-set');
  return `${set}:${slug(field('Name'))}`;
}

export function importLackeyCsv(csvText: string): LackeyImport {
  const { header, records } = parseCsvRecords(csvText);
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  const absentColumns = LACKEY_COLUMNS.filter((column) => !header.includes(column) && !(REQUIRED_COLUMNS as readonly string[]).includes(column));
  const cards: Card[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Set<string>();
  const skipped = new Map<string, { kind: SkippedRows['kind']; type: string; count: number; examples: string[] }>();
  let derivedIds = 0;
  if (missingColumns.length > 0) return { cards, issues, rowCount: records.length, missingColumns, absentColumns, idSource: 'blueprint-id', derivedIds, skipped: [] };
  for (const original of records) {
    const type = (original['Type'] ?? '').trim();
    if (!knownType(type)) {
      const kind = NOT_CARDS.test(type) || NOT_CARDS.test(original['Name'] ?? '') ? 'not-a-card' : 'unknown-type';
      const entry = skipped.get(`${kind}|${type}`) ?? { kind, type, count: 0, examples: [] };
      entry.count += 1;
      if (entry.examples.length < 3) entry.examples.push((original['Name'] ?? '').trim());
      skipped.set(`${kind}|${type}`, entry);
      issues.push({
        cardId: (original['Blueprint ID'] ?? '').trim(),
        title: (original['Name'] ?? '').trim(),
        release: (original['Release'] ?? '').trim(),
        type,
        field: 'Type',
        value: type,
        reason: kind === 'not-a-card' ? 'not a card (game marker row skipped)' : 'unknown card type',
      });
      continue;
    }
    let record: LackeyRecord = original;
    if (!(original['Blueprint ID'] ?? '').trim()) {
      let id = derivedCardId(original);
      if (seen.has(id) && (original['ImageFile'] ?? '').trim()) id = `${id}:${slug(original['ImageFile']!)}`;
      for (let n = 2; seen.has(id); n += 1) id = `${derivedCardId(original)}:${n}`;
      record = { ...original, 'Blueprint ID': id, 'Set id': (original['Set id'] ?? '').trim() || id.split(':')[0]!, Release: (original['Release'] ?? '').trim() || (original['Set'] ?? '').trim() };
      derivedIds += 1;
    }
    const result = cardFromRecord(record);
    issues.push(...result.issues);
    if (!result.card) continue;
    if (seen.has(result.card.id)) {
      issues.push({
        cardId: result.card.id,
        title: result.card.title,
        release: result.card.release,
        type: result.card.type,
        field: 'Blueprint ID',
        value: result.card.id,
        reason: 'duplicate card id (later row skipped)',
      });
      continue;
    }
    seen.add(result.card.id);
    cards.push(result.card);
  }
  const idSource = derivedIds === 0 ? 'blueprint-id' : derivedIds === cards.length ? 'derived-from-set-and-name' : 'mixed';
  return { cards, issues, rowCount: records.length, missingColumns, absentColumns, idSource, derivedIds, skipped: [...skipped.values()] };
}

/** One line per fact a person should know about the import (ids derived, rows skipped). */
export function importNotes(imported: LackeyImport): string[] {
  const notes: string[] = [];
  if (imported.derivedIds > 0)
    notes.push(`${imported.derivedIds} card ids derived from set and name (no Blueprint ID${imported.absentColumns.includes('Blueprint ID') ? ' column' : ' value'}), e.g. ${imported.cards.find((card) => card.id.includes(':'))?.id ?? ''}`);
  for (const entry of imported.skipped)
    notes.push(
      `${entry.count} row(s) of type "${entry.type}" skipped: ${entry.kind === 'not-a-card' ? 'not a card (a game marker)' : 'unknown card type'} (e.g. ${entry.examples.join(', ')})`,
    );
  return notes;
}

/** 0: every card row imported; 1: no cards (or not a card list); 2: cards imported but rows of an unknown type skipped. */
export function importExitCode(imported: LackeyImport): 0 | 1 | 2 {
  if (imported.missingColumns.length > 0 || imported.cards.length === 0) return 1;
  return imported.skipped.some((entry) => entry.kind === 'unknown-type') ? 2 : 0;
}
