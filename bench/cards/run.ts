/**
 * Card library bench: load + import + index all cards (target < 300 ms), then search latency
 * (p50/p95) over many queries. Run: npm run bench:cards  (CARDS_CSV overrides the path).
 *
 * Then the read model and the api: `cards import` into PostgreSQL (TEST_DATABASE_URL, default
 * 127.0.0.1/test, in a throw-away schema) and into embedded PGlite, first import and re-import;
 * then the api on that PostgreSQL schema, timing GET /cards searches, GET /cards/:id and
 * POST /decks/validate over HTTP on localhost (sequential requests; p50/p95).
 * BENCH_SKIP_DB=1 runs the in-memory part only.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import 'reflect-metadata';
import { CardCatalogue, defaultCardListPath, importLackeyCsv, starterDeckLists, type CardSearchQuery } from '@captains-log/cards';
import { loadConfig } from '@captains-log/platform';
import { importCardsIntoReadModel, openReadModelDatabase, type CardImportSummary } from '@captains-log/read-models';
import { dropSchemas, schemaEnv, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { createApi } from '../../apps/api/src/create-api';

const csvPath = defaultCardListPath(path.resolve(__dirname, '../..'));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function loadAndIndex() {
  const started = performance.now();
  const text = readFileSync(csvPath, 'utf8');
  const read = performance.now();
  const imported = importLackeyCsv(text);
  const parsed = performance.now();
  const catalogue = new CardCatalogue(imported.cards);
  const indexed = performance.now();
  return { catalogue, imported, times: { read: read - started, parse: parsed - read, index: indexed - parsed, total: indexed - started } };
}

// First run is cold (includes JIT warm-up); report it and the median of further runs.
const cold = loadAndIndex();
const warmTotals: number[] = [];
for (let i = 0; i < 9; i += 1) warmTotals.push(loadAndIndex().times.total);
warmTotals.sort((a, b) => a - b);
const { catalogue, imported } = cold;

const words = ['picard', 'klingon', 'diplomacy', 'borg', 'enterprise', 'treachery', 'nebula', 'kill', 'dilemma', 'ferengi', 'da', 'sec', 'medical', 'cloak', 'q'];
const queries: CardSearchQuery[] = [];
for (let i = 0; i < 2000; i += 1) {
  const word = words[i % words.length]!;
  const second = words[(i * 7) % words.length]!;
  queries.push(
    i % 4 === 0
      ? { query: word }
      : i % 4 === 1
        ? { query: `${word} ${second}`, page: 2 }
        : i % 4 === 2
          ? { query: word, type: 'Personnel', affiliation: 'Federation' }
          : { type: 'Mission', set: 'premiere', page: (i % 3) + 1 },
  );
}
const latencies: number[] = [];
let hits = 0;
for (const query of queries) {
  const started = performance.now();
  hits += catalogue.search(query).total;
  latencies.push(performance.now() - started);
}
latencies.sort((a, b) => a - b);

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`cards: ${imported.cards.length} from ${csvPath}`);
console.log(
  `load+import+index (cold): ${ms(cold.times.total)}  [read ${ms(cold.times.read)}, parse ${ms(cold.times.parse)}, index ${ms(cold.times.index)}]` +
    `  target < 300 ms: ${cold.times.total < 300 ? 'met' : 'NOT met'}`,
);
console.log(`load+import+index (warm, median of ${warmTotals.length}): ${ms(percentile(warmTotals, 50))}`);
console.log(
  `search over ${latencies.length} queries: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies[latencies.length - 1]!)} (total hits ${hits})`,
);

// ---- read model and api --------------------------------------------------------------------

function searchPath(query: CardSearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/cards?${params.toString()}`;
}

async function timeRequests(count: number, request: (i: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await request(i);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status} from the api`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const summaryLine = (label: string, s: CardImportSummary) =>
  `${label}: ${ms(s.elapsedMs)}  (${s.inserted} inserted, ${s.updated} updated, ${s.unchanged} unchanged)`;
const latencyLine = (label: string, t: readonly number[]) =>
  `${label} over ${t.length} requests: p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, max ${ms(t[t.length - 1]!)}`;

async function benchReadModelAndApi(): Promise<void> {
  const schema = uniqueName('bench_cards');
  try {
    console.log('');
    console.log(`read model: PostgreSQL ${TEST_DATABASE_URL} (schema ${schema})`);
    const rm = await openReadModelDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
    try {
      console.log(summaryLine('  cards import, first (4,155 upserts in batches of 500)', await importCardsIntoReadModel(rm, imported.cards)));
      console.log(summaryLine('  cards import, again', await importCardsIntoReadModel(rm, imported.cards)));
    } finally {
      await rm.close();
    }

    const lite = await openReadModelDatabase({});
    try {
      console.log('read model: embedded PGlite (in memory)');
      console.log(summaryLine('  cards import, first', await importCardsIntoReadModel(lite, imported.cards)));
      console.log(summaryLine('  cards import, again', await importCardsIntoReadModel(lite, imported.cards)));
    } finally {
      await lite.close();
    }

    const env = { ...schemaEnv(schema), PORT: '0' };
    const bootStarted = performance.now();
    const app = await createApi(loadConfig(env, 'api'));
    app.useLogger(false);
    await app.listen(0, '127.0.0.1');
    const url = await app.getUrl();
    console.log(`api on PostgreSQL: started and loaded the catalogue in ${ms(performance.now() - bootStarted)}`);
    try {
      const apiQueries = queries.slice(0, 500);
      await timeRequests(50, (i) => fetch(`${url}${searchPath(apiQueries[i]!)}`)); // warm-up
      console.log(latencyLine('  GET /cards (same query mix)', await timeRequests(apiQueries.length, (i) => fetch(`${url}${searchPath(apiQueries[i]!)}`))));
      const ids = imported.cards.map((card) => card.id);
      console.log(latencyLine('  GET /cards/:id', await timeRequests(500, (i) => fetch(`${url}/cards/${ids[(i * 37) % ids.length]}`))));
      const deck = JSON.stringify({ deck: starterDeckLists()[0]!.text, format: 'modern' });
      const post = () => fetch(`${url}/decks/validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deck });
      console.log(latencyLine('  POST /decks/validate (starter deck, Modern)', await timeRequests(100, post)));
    } finally {
      await app.close();
    }
  } finally {
    await dropSchemas(schema).catch(() => undefined);
  }
}

if (process.env.BENCH_SKIP_DB !== '1') {
  benchReadModelAndApi().catch((err: unknown) => {
    console.error(`read model / api bench failed: ${(err as Error).stack ?? String(err)}`);
    process.exitCode = 1;
  });
}
