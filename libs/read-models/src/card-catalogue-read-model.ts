/**
 * The card-catalogue read model (prisma/schema.prisma › CatalogueCard, table `cards`). Cards do
 * not come from the event log: `captains-log cards import <csv>` parses a LackeyCCG card list with
 * libs/cards and upserts it here. The API reads the whole catalogue back and searches it in memory
 * (apps/api/src/cards), so the read model is the source of truth and the search ranking is the same
 * as libs/cards' CardCatalogue everywhere.
 */
import { createHash } from 'node:crypto';
import { normaliseTitle, searchableText, type Card } from '@captains-log/cards';
import type { ReadModelDatabase } from './read-model-database';

export interface CardImportProgress {
  /** cards written so far (this batch included) */
  readonly done: number;
  readonly total: number;
}

export interface CardImportOptions {
  /** rows per INSERT statement (default 500) */
  readonly batchSize?: number;
  readonly onProgress?: (progress: CardImportProgress) => void;
}

export interface CardImportSummary {
  readonly total: number;
  readonly inserted: number;
  readonly updated: number;
  readonly unchanged: number;
  /** rows in the read model after the import (cards from earlier imports are kept) */
  readonly rowsAfter: number;
  readonly elapsedMs: number;
}

/** What the catalogue's table looks like now: changes whenever an import inserts or updates rows. */
export interface CardCatalogueStamp {
  readonly count: number;
  readonly updatedAt: Date | null;
}

interface CardRow {
  id: string;
  title: string;
  title_key: string;
  type: string;
  types: string[];
  q_icon: boolean;
  universal: boolean;
  affiliations: string[];
  set_id: string;
  release: string;
  search_text: string;
  card: Card;
  content_hash: string;
}

const COLUMNS: ReadonlyArray<[keyof CardRow, string]> = [
  ['id', 'text'],
  ['title', 'text'],
  ['title_key', 'text'],
  ['type', 'text'],
  ['types', 'text[]'],
  ['q_icon', 'boolean'],
  ['universal', 'boolean'],
  ['affiliations', 'text[]'],
  ['set_id', 'text'],
  ['release', 'text'],
  ['search_text', 'text'],
  ['card', 'jsonb'],
  ['content_hash', 'text'],
];

/**
 * One statement per batch: the batch travels as a single JSON parameter, is unpacked with
 * jsonb_to_recordset, and is upserted by id. A conflicting row is rewritten only when its content
 * hash differs, so `RETURNING` yields exactly the inserted (xmax = 0) and updated rows; the rest of
 * the batch was unchanged.
 */
const UPSERT = `
INSERT INTO "cards" AS c (${COLUMNS.map(([name]) => `"${name}"`).join(', ')})
SELECT ${COLUMNS.map(([name]) => `r."${name}"`).join(', ')}
FROM jsonb_to_recordset($1::jsonb) AS r(${COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(', ')})
ON CONFLICT ("id") DO UPDATE SET
${COLUMNS.filter(([name]) => name !== 'id')
  .map(([name]) => `  "${name}" = EXCLUDED."${name}"`)
  .join(',\n')},
  "updated_at" = CURRENT_TIMESTAMP
WHERE c."content_hash" IS DISTINCT FROM EXCLUDED."content_hash"
RETURNING (xmax = 0) AS inserted`;

export function cardRow(card: Card): CardRow {
  const json = JSON.stringify(card);
  const affiliations = [...new Set([...card.affiliations, ...(card.mission?.affiliationIcons ?? [])])];
  return {
    id: card.id,
    title: card.title,
    title_key: normaliseTitle(card.title),
    type: card.type,
    types: [...card.types],
    q_icon: card.qIcon,
    universal: card.universal,
    affiliations,
    set_id: card.setId,
    release: card.release,
    search_text: searchableText(card),
    card,
    content_hash: createHash('sha256').update(json).digest('hex'),
  };
}

/**
 * Upserts cards into the read model in batches, in one transaction (readers see the old catalogue
 * or the new one, never half). Safe to run again: rows are keyed by Blueprint ID, and unchanged
 * cards are not rewritten. Cards missing from `cards` but present from an earlier import are kept.
 */
export async function importCardsIntoReadModel(
  rm: Pick<ReadModelDatabase, 'sql'>,
  cards: readonly Card[],
  options: CardImportOptions = {},
): Promise<CardImportSummary> {
  const started = performance.now();
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const ids = new Set<string>();
  for (const card of cards) {
    if (ids.has(card.id)) throw new Error(`card id ${card.id} appears twice in the import`);
    ids.add(card.id);
  }
  let inserted = 0;
  let updated = 0;
  const rowsAfter = await rm.sql.transaction(async (tx) => {
    for (let start = 0; start < cards.length; start += batchSize) {
      const batch = cards.slice(start, start + batchSize).map(cardRow);
      const written = await tx.query<{ inserted: boolean }>(UPSERT, [JSON.stringify(batch)]);
      for (const row of written) {
        if (row.inserted) inserted += 1;
        else updated += 1;
      }
      options.onProgress?.({ done: start + batch.length, total: cards.length });
    }
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM "cards"');
    return count?.n ?? 0;
  });
  return {
    total: cards.length,
    inserted,
    updated,
    unchanged: cards.length - inserted - updated,
    rowsAfter,
    elapsedMs: performance.now() - started,
  };
}

export async function readCardCatalogueStamp(rm: Pick<ReadModelDatabase, 'prisma'>): Promise<CardCatalogueStamp> {
  const result = await rm.prisma.catalogueCard.aggregate({ _count: { _all: true }, _max: { updatedAt: true } });
  return { count: result._count._all, updatedAt: result._max.updatedAt ?? null };
}

/** Every card in the read model, as typed cards, ordered by id. */
export async function loadCardsFromReadModel(rm: Pick<ReadModelDatabase, 'prisma'>): Promise<Card[]> {
  const rows = await rm.prisma.catalogueCard.findMany({ select: { card: true }, orderBy: { id: 'asc' } });
  return rows.map((row) => row.card as unknown as Card);
}

export async function countCardsInReadModel(rm: Pick<ReadModelDatabase, 'prisma'>): Promise<number> {
  return rm.prisma.catalogueCard.count();
}
