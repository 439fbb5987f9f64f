/**
 * bench/event-store: what an append costs against a bare INSERT and against Emmett's PostgreSQL
 * event store (@event-driven-io/emmett-postgresql), on the same server, in one run.
 *
 *   npm run bench:event-store                  # PostgreSQL at TEST_DATABASE_URL (default 127.0.0.1/test) and PGlite
 *   BENCH_SECONDS=6 npm run bench:event-store  # longer runs per figure (default 3 s per contender and shape)
 *   BENCH_JSON=1 npm run bench:event-store     # ends with one JSON line of every figure
 *
 * Shapes: 1 and 8 concurrent writers, each on its own streams, appending batches of 1 and of 20
 * events with an exact expected revision. Contenders, each with a pool of 10 connections:
 *   - bare:   the same writes as one plain INSERT per batch (autocommit; no concurrency check, no
 *             hashing, no global order) into a table of a similar shape;
 *   - shaped: the same plain INSERT into a table of the store's own shape (its columns, the two
 *             hashes and metadata, its unique indexes on event id and stream revision): what the
 *             rows and indexes alone cost, so `store / shaped` is what the store adds to them;
 *   - store:  our SqlEventStore;
 *   - emmett: Emmett's PostgreSQL event store in a database of its own on the same server.
 * Every shape runs BENCH_ROUNDS (default 2) interleaved rounds of the three, so a burst of load
 * from elsewhere on the machine hits all of them alike; each figure is events/s over its rounds.
 * During the PostgreSQL runs pg_stat_activity is sampled to show what the writers wait on.
 * PGlite (in memory) runs the store against the bare INSERT only. Then readAll throughput.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { getPostgreSQLEventStore, type PostgresEventStore } from '@event-driven-io/emmett-postgresql';
import {
  PgDatabase,
  PgliteDatabase,
  SqlEventStore,
  openPostgresEventStore,
  type NewEvent,
  type SqlDatabase,
} from '@captains-log/event-store';
import { dropSchema, TEST_DATABASE_URL, uniqueName, withTestDatabase } from '@captains-log/testing';
import { WaitSampler, withApplicationName, withDatabase, type WaitProfile } from './wait-sampler';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SHAPES = [1, 8].flatMap((writers) => [1, 20].map((batch) => ({ writers, batch })));
const PAYLOAD = { card: '101_146', from: 'hand', to: 'spaceline', location: 3, note: 'x'.repeat(120) };

type ContenderName = 'bare' | 'shaped' | 'store' | 'emmett';

/** One way of appending: `append(w, batch)` writes `batch` events to writer w's stream. */
interface Contender {
  name: ContenderName;
  /** application_name of its PostgreSQL connections, for the wait sampler */
  applicationName?: string;
  /** start new streams for a new shape */
  reset(): void;
  append(writer: number, batch: number): Promise<void>;
}

interface AppendFigure {
  adapter: string;
  writers: number;
  batch: number;
  eventsPerSecond: Partial<Record<ContenderName, number>>;
  waits: Partial<Record<ContenderName, WaitProfile>>;
}

function events(n: number): NewEvent[] {
  return Array.from({ length: n }, () => ({ id: randomUUID(), type: 'CardMoved', data: PAYLOAD }));
}

/** Run `writers` loops for `seconds`, each calling `once(w)`; batches done and seconds taken. */
async function measure(
  writers: number,
  seconds: number,
  once: (writer: number) => Promise<void>,
): Promise<{ batches: number; seconds: number }> {
  const started = performance.now();
  const end = started + seconds * 1000;
  let batches = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      while (performance.now() < end) {
        await once(w);
        batches += 1;
      }
    }),
  );
  return { batches, seconds: (performance.now() - started) / 1000 };
}

function storeContender(store: SqlEventStore, applicationName?: string): Contender {
  let run = '';
  let revisions = new Map<number, number>();
  return {
    name: 'store',
    applicationName,
    reset() {
      run = randomUUID().slice(0, 8);
      revisions = new Map();
    },
    async append(w, batch) {
      const r = await store.append(`bench-${run}-${w}`, events(batch), {
        expectedRevision: revisions.get(w) ?? 'no-stream',
      });
      revisions.set(w, r.nextExpectedRevision);
    },
  };
}

async function bareContender(db: SqlDatabase, table: string, applicationName?: string): Promise<Contender> {
  await db.exec(
    `CREATE TABLE ${table} (position bigserial PRIMARY KEY, event_id uuid NOT NULL, stream_id text NOT NULL, type text NOT NULL, data jsonb NOT NULL)`,
  );
  let run = '';
  return {
    name: 'bare',
    applicationName,
    reset() {
      run = randomUUID().slice(0, 8);
    },
    async append(w, batch) {
      const params: unknown[] = [];
      const rows = events(batch).map((e, i) => {
        params.push(e.id, `base-${run}-${w}`, e.type, JSON.stringify(e.data));
        return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`;
      });
      await db.query(`INSERT INTO ${table} (event_id, stream_id, type, data) VALUES ${rows.join(', ')}`, params);
    },
  };
}

/** A plain multi-row INSERT into a table shaped as the store's events table (columns, indexes). */
async function shapedContender(db: SqlDatabase, table: string, applicationName?: string): Promise<Contender> {
  await db.exec(
    `CREATE TABLE ${table} (position bigserial PRIMARY KEY, event_id uuid NOT NULL UNIQUE, stream_id text NOT NULL,
       revision bigint NOT NULL, type text NOT NULL, schema_version integer NOT NULL, data jsonb NOT NULL,
       metadata jsonb NOT NULL, prev_hash text NOT NULL, hash text NOT NULL, UNIQUE (stream_id, revision))`,
  );
  let run = '';
  let revisions = new Map<number, number>();
  const fakeHash = 'a'.repeat(64);
  return {
    name: 'shaped',
    applicationName,
    reset() {
      run = randomUUID().slice(0, 8);
      revisions = new Map();
    },
    async append(w, batch) {
      const first = (revisions.get(w) ?? -1) + 1;
      const params: unknown[] = [];
      const metadata = JSON.stringify({ recordedAt: new Date().toISOString() });
      const rows = events(batch).map((e, i) => {
        params.push(e.id, `shaped-${run}-${w}`, first + i, e.type, JSON.stringify(e.data), metadata, fakeHash, fakeHash);
        const o = i * 8;
        return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, 1, $${o + 5}, $${o + 6}, $${o + 7}, $${o + 8})`;
      });
      await db.query(
        `INSERT INTO ${table} (event_id, stream_id, revision, type, schema_version, data, metadata, prev_hash, hash) VALUES ${rows.join(', ')}`,
        params,
      );
      revisions.set(w, first + batch - 1);
    },
  };
}

function emmettContender(store: PostgresEventStore, applicationName: string): Contender {
  let run = '';
  let versions = new Map<number, bigint>();
  return {
    name: 'emmett',
    applicationName,
    reset() {
      run = randomUUID().slice(0, 8);
      versions = new Map();
    },
    async append(w, batch) {
      const batchEvents = Array.from({ length: batch }, () => ({ type: 'CardMoved', data: PAYLOAD }));
      const r = await store.appendToStream(`bench-${run}-${w}`, batchEvents, {
        expectedStreamVersion: versions.get(w) ?? 'STREAM_DOES_NOT_EXIST',
      });
      versions.set(w, r.nextExpectedStreamVersion);
    },
  };
}

async function benchAppends(adapter: string, contenders: Contender[], sampler?: WaitSampler): Promise<AppendFigure[]> {
  // warm up: connections opened, schemas created, statements planned
  for (const c of contenders) {
    c.reset();
    await measure(2, 0.3, (w) => c.append(w, 5));
  }
  const figures: AppendFigure[] = [];
  for (const { writers, batch } of SHAPES) {
    const totals = new Map<ContenderName, { batches: number; seconds: number }>();
    for (const c of contenders) c.reset();
    sampler?.clear();
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of contenders) {
        if (sampler && c.applicationName) sampler.resume(c.applicationName);
        const m = await measure(writers, SECONDS / ROUNDS, (w) => c.append(w, batch));
        if (sampler) await sampler.pause();
        const t = totals.get(c.name) ?? { batches: 0, seconds: 0 };
        totals.set(c.name, { batches: t.batches + m.batches, seconds: t.seconds + m.seconds });
      }
    }
    const figure: AppendFigure = { adapter, writers, batch, eventsPerSecond: {}, waits: {} };
    for (const c of contenders) {
      const t = totals.get(c.name)!;
      figure.eventsPerSecond[c.name] = Math.round((t.batches * batch) / t.seconds);
      if (sampler && c.applicationName) figure.waits[c.name] = sampler.profile(c.applicationName);
    }
    figures.push(figure);
  }
  return figures;
}

interface ReadFigure {
  adapter: string;
  events: number;
  storePerSecond: number;
  barePerSecond: number;
}

/** readAll: page through everything written, 1,000 at a time, against the same paging of the bare table. */
async function benchReadAll(adapter: string, store: SqlEventStore, db: SqlDatabase, table: string): Promise<ReadFigure> {
  let started = performance.now();
  let after: number | null = null;
  let read = 0;
  for (;;) {
    const page = await store.readAll({ after, maxCount: 1000 });
    if (page.length === 0) break;
    read += page.length;
    after = page[page.length - 1].position;
  }
  const storePerSecond = Math.round(read / ((performance.now() - started) / 1000));
  started = performance.now();
  let last = 0;
  let bare = 0;
  for (;;) {
    const page = await db.query<{ position: string }>(
      `SELECT position, event_id, stream_id, type, data FROM ${table} WHERE position > $1 ORDER BY position LIMIT 1000`,
      [last],
    );
    if (page.length === 0) break;
    bare += page.length;
    last = Number(page[page.length - 1].position);
  }
  return { adapter, events: read, storePerSecond, barePerSecond: Math.round(bare / ((performance.now() - started) / 1000)) };
}

async function benchPostgres(): Promise<{ appends: AppendFigure[]; read: ReadFigure }> {
  const schema = uniqueName('bench_es');
  const emmettDatabase = uniqueName('bench_emmett');
  await withTestDatabase((c) => c.query(`CREATE DATABASE ${emmettDatabase}`));
  const url = (name: string) => withApplicationName(TEST_DATABASE_URL, name);
  const store = await openPostgresEventStore(url('bench-store'), { schema, poolSize: 10 });
  const bareDb = new PgDatabase({ connectionString: url('bench-bare'), max: 10 });
  const shapedDb = new PgDatabase({ connectionString: url('bench-shaped'), max: 10 });
  const emmett = getPostgreSQLEventStore(withApplicationName(withDatabase(TEST_DATABASE_URL, emmettDatabase), 'bench-emmett'));
  const sampler = await WaitSampler.open(TEST_DATABASE_URL);
  try {
    const contenders = [
      await bareContender(bareDb, `${schema}.baseline`, 'bench-bare'),
      await shapedContender(shapedDb, `${schema}.shaped`, 'bench-shaped'),
      storeContender(store, 'bench-store'),
      emmettContender(emmett, 'bench-emmett'),
    ];
    const appends = await benchAppends('postgres', contenders, sampler);
    const read = await benchReadAll('postgres', store, bareDb, `${schema}.baseline`);
    return { appends, read };
  } finally {
    await sampler.close();
    await emmett.close();
    await store.close();
    await bareDb.close();
    await shapedDb.close();
    await dropSchema(schema);
    await withTestDatabase((c) => c.query(`DROP DATABASE IF EXISTS ${emmettDatabase} WITH (FORCE)`));
  }
}

async function benchPglite(): Promise<{ appends: AppendFigure[]; read: ReadFigure }> {
  const db = await PgliteDatabase.open();
  const store = new SqlEventStore(db, { adapter: 'pglite', location: 'memory' });
  try {
    await store.migrate();
    const contenders = [await bareContender(db, 'baseline'), await shapedContender(db, 'shaped'), storeContender(store)];
    const appends = await benchAppends('pglite', contenders);
    const read = await benchReadAll('pglite', store, db, 'baseline');
    return { appends, read };
  } finally {
    await store.close();
  }
}

const ratio = (a: number | undefined, b: number | undefined) => (a && b ? Math.round((a / b) * 100) / 100 : undefined);

async function main(): Promise<void> {
  const loadBefore = loadavg();
  const pg = await benchPostgres();
  const lite = await benchPglite();
  const loadAfter = loadavg();

  const appends = [...pg.appends, ...lite.appends];
  console.log(
    `event store benchmark: ${SECONDS}s per contender and shape in ${ROUNDS} rounds, payload ${JSON.stringify(PAYLOAD).length} bytes; ` +
      `load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after`,
  );
  console.table(
    appends.map((f) => ({
      adapter: f.adapter,
      'writers × batch': `${f.writers} × ${f.batch}`,
      'store ev/s': f.eventsPerSecond.store,
      'bare INSERT ev/s': f.eventsPerSecond.bare,
      'shaped INSERT ev/s': f.eventsPerSecond.shaped,
      'emmett ev/s': f.eventsPerSecond.emmett ?? '',
      'store / bare': ratio(f.eventsPerSecond.store, f.eventsPerSecond.bare),
      'store / shaped': ratio(f.eventsPerSecond.store, f.eventsPerSecond.shaped),
      'store / emmett': ratio(f.eventsPerSecond.store, f.eventsPerSecond.emmett) ?? '',
    })),
  );
  console.log('PostgreSQL connections by state, averaged over the run (what the writers wait on):');
  console.table(
    pg.appends.flatMap((f) =>
      (Object.keys(f.waits) as ContenderName[]).map((name) => ({
        'writers × batch': `${f.writers} × ${f.batch}`,
        contender: name,
        ...Object.fromEntries(Object.entries(f.waits[name]!.average).slice(0, 4).map(([k, v]) => [k, v])),
      })),
    ),
  );
  console.table(
    [pg.read, lite.read].map((r) => ({
      adapter: r.adapter,
      operation: 'readAll, pages of 1000',
      events: r.events,
      'store ev/s': r.storePerSecond,
      'bare SELECT ev/s': r.barePerSecond,
      'store / bare': ratio(r.storePerSecond, r.barePerSecond),
    })),
  );

  if (process.env.BENCH_JSON === '1') {
    const figures: Record<string, Record<string, number | undefined>> = {};
    for (const f of appends) {
      const e = f.eventsPerSecond;
      figures[`${f.adapter}.append.writers${f.writers}.batch${f.batch}`] = {
        store: e.store,
        bare: e.bare,
        shaped: e.shaped,
        emmett: e.emmett,
        storeOverBare: ratio(e.store, e.bare),
        storeOverShaped: ratio(e.store, e.shaped),
        storeOverEmmett: ratio(e.store, e.emmett),
      };
    }
    for (const r of [pg.read, lite.read]) {
      figures[`${r.adapter}.readAll`] = {
        store: r.storePerSecond,
        bare: r.barePerSecond,
        storeOverBare: ratio(r.storePerSecond, r.barePerSecond),
      };
    }
    const waits = Object.fromEntries(
      pg.appends.map((f) => [`postgres.append.writers${f.writers}.batch${f.batch}`, f.waits]),
    );
    console.log(
      JSON.stringify({ bench: 'event-store', seconds: SECONDS, rounds: ROUNDS, loadBefore, loadAfter, figures, waits }),
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
