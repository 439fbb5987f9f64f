/**
 * bench/event-store: what the event store costs over a bare INSERT, on the same database, in one run.
 *
 *   npm run bench:event-store                  # PostgreSQL at TEST_DATABASE_URL (default 127.0.0.1/test) and PGlite
 *   BENCH_SECONDS=5 npm run bench:event-store  # longer runs per figure
 *
 * For each adapter: appends per second with 1 writer and with 8 concurrent writers on separate
 * streams, in batches of 1 and of 20 events; then readAll throughput. The baseline does the same
 * writes as plain INSERTs (one transaction per batch, no concurrency checks, no hashing, no global
 * order) into a table of the same shape, so the store's overhead is a ratio.
 */
import { randomUUID } from 'node:crypto';
import {
  openPgliteEventStore,
  openPostgresEventStore,
  PgDatabase,
  PgliteDatabase,
  SqlEventStore,
  type NewEvent,
  type SqlDatabase,
} from '@captains-log/event-store';
import { dropSchema, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const PAYLOAD = { card: '101_146', from: 'hand', to: 'spaceline', location: 3, note: 'x'.repeat(120) };

interface Figure {
  adapter: string;
  what: string;
  writers: number;
  batch: number;
  eventsPerSecond: number;
  baselinePerSecond?: number;
}

function events(n: number): NewEvent[] {
  return Array.from({ length: n }, () => ({ id: randomUUID(), type: 'CardMoved', data: PAYLOAD }));
}

/** Run `writers` loops for SECONDS, each calling `once()`; events per second over all writers. */
async function measure(writers: number, batch: number, once: (writer: number) => Promise<void>): Promise<number> {
  const end = performance.now() + SECONDS * 1000;
  let batches = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (performance.now() < end) {
        await once(w);
        batches += 1;
      }
    }),
  );
  return Math.round((batches * batch) / ((performance.now() - started) / 1000));
}

async function benchAdapter(adapter: string, store: SqlEventStore, baselineDb: SqlDatabase, table: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  await baselineDb.exec(
    `CREATE TABLE ${table} (position bigserial PRIMARY KEY, event_id uuid NOT NULL, stream_id text NOT NULL, type text NOT NULL, data jsonb NOT NULL)`,
  );
  for (const writers of [1, 8]) {
    for (const batch of [1, 20]) {
      const run = randomUUID().slice(0, 8);
      const revisions = new Array<number | null>(writers).fill(null);
      const eventsPerSecond = await measure(writers, batch, async (w) => {
        const r = await store.append(`bench-${run}-${w}`, events(batch), {
          expectedRevision: revisions[w] ?? 'no-stream',
        });
        revisions[w] = r.nextExpectedRevision;
      });
      const baselinePerSecond = await measure(writers, batch, async (w) => {
        const es = events(batch);
        const params: unknown[] = [];
        const rows = es.map((e, i) => {
          params.push(e.id, `base-${run}-${w}`, e.type, JSON.stringify(e.data));
          return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
        });
        await baselineDb.query(`INSERT INTO ${table} (event_id, stream_id, type, data) VALUES ${rows.join(', ')}`, params);
      });
      figures.push({ adapter, what: 'append', writers, batch, eventsPerSecond, baselinePerSecond });
    }
  }
  // readAll: page through everything written above, 1,000 at a time.
  const total = Number(await store.headPosition());
  const started = performance.now();
  let after: number | null = null;
  let read = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 1000 });
    if (page.length === 0) break;
    read += page.length;
    after = page[page.length - 1].position;
  }
  const readSeconds = (performance.now() - started) / 1000;
  const baseStarted = performance.now();
  let lastPos = 0;
  for (;;) {
    const page = await baselineDb.query<{ position: string }>(
      `SELECT position, event_id, stream_id, type, data FROM ${table} WHERE position > $1 ORDER BY position LIMIT 1000`,
      [lastPos],
    );
    if (page.length === 0) break;
    lastPos = Number(page[page.length - 1].position);
  }
  const baseCount = Number((await baselineDb.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
  figures.push({
    adapter,
    what: `readAll (${read} of ${total} events)`,
    writers: 1,
    batch: 1000,
    eventsPerSecond: Math.round(read / readSeconds),
    baselinePerSecond: Math.round(baseCount / ((performance.now() - baseStarted) / 1000)),
  });
  return figures;
}

async function main(): Promise<void> {
  const figures: Figure[] = [];

  const schema = uniqueName('bench_es');
  const pg = await openPostgresEventStore(TEST_DATABASE_URL, { schema, poolSize: 10 });
  const pgBase = new PgDatabase({ connectionString: TEST_DATABASE_URL, max: 10 });
  try {
    figures.push(...(await benchAdapter('postgres', pg, pgBase, `${schema}.baseline`)));
  } finally {
    await pg.close();
    await pgBase.close();
    await dropSchema(schema);
  }

  const liteDb = await PgliteDatabase.open();
  const lite = new SqlEventStore(liteDb, { adapter: 'pglite', location: 'memory' });
  await lite.migrate();
  figures.push(...(await benchAdapter('pglite (memory)', lite, liteDb, 'baseline')));
  await lite.close();
  void openPgliteEventStore; // (the persisted PGlite store is the same SQL on a data folder)

  console.log(`event store benchmark, ${SECONDS}s per figure, payload ${JSON.stringify(PAYLOAD).length} bytes`);
  console.table(
    figures.map((f) => ({
      adapter: f.adapter,
      operation: f.what,
      writers: f.writers,
      'events/batch': f.batch,
      'store events/s': f.eventsPerSecond,
      'bare INSERT events/s': f.baselinePerSecond,
      'store / bare': f.baselinePerSecond ? (f.eventsPerSecond / f.baselinePerSecond).toFixed(2) : '',
    })),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
