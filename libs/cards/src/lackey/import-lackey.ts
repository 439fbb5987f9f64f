/** Imports a LackeyCCG 1E card list (the CSV text) into typed cards plus import issues. Pure. */
import type { Card } from '../model';
import { parseCsvRecords } from './csv';
import { LACKEY_COLUMNS, cardFromRecord } from './card-from-row';
import type { ImportIssue } from './issues';

export interface LackeyImport {
  readonly cards: Card[];
  readonly issues: ImportIssue[];
  readonly rowCount: number;
  readonly missingColumns: string[];
}

export function importLackeyCsv(csvText: string): LackeyImport {
  const { header, records } = parseCsvRecords(csvText);
  const missingColumns = LACKEY_COLUMNS.filter((column) => !header.includes(column));
  const cards: Card[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Set<string>();
  for (const record of records) {
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
  return { cards, issues, rowCount: records.length, missingColumns };
}
