import { randomUUID } from 'node:crypto';
import { dropSchema, TEST_DATABASE_URL, uniqueName, withTestDatabase } from '@captains-log/testing';
import { WrongExpectedRevisionError } from '../errors';
import { openPostgresEventStore } from '../open-event-store';
import { CatchUpSubscription } from '../subscription';
import { describeEventStoreContract, newEvent, readAllIncluding } from '../testing/event-store-contract';
import { checkMigrationFrom001 } from '../testing/store-at-migration-001';
import type { RecordedEvent } from '../types';
import { MAX_EVENTS_PER_APPEND } from '../validate-append';
import { PgDatabase } from './pg-database';
import type { SqlExecutor } from './sql-database';
import { SqlEventStore } from './sql-event-store';

describeEventStoreContract('PostgreSQL', async () => {
  const schema = uniqueName('es_contract');
  const store = await openPostgresEventStore(TEST_DATABASE_URL, { schema });
  return {
    store,
    tamper: (stream, revision) =>
      withTestDatabase(async (c) => {
        await c.query(
          `UPDATE ${schema}.events SET data = jsonb_set(data, '{tampered}', 'true') WHERE stream_id = $1 AND revision = $2`,
          [stream, revision],
        );
      }),
    dispose: async () => {
      await store.close();
      await dropSchema(schema);
    },
  };
});

/** A gate a test opens by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = (ms = 150) => new Promise<void>((r) => setTimeout(r, ms));

/** true when `p` settles within `ms` (a liveness guard, so a regression fails instead of hanging) */
async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([p.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe('PostgreSQL event store: concurrent writers and commit order', () => {
  let schema: string;
  const stores: SqlEventStore[] = [];
  const open = async (beforeCommit?: (stream: string) => Promise<void>) => {
    const s = await openPostgresEventStore(TEST_DATABASE_URL, { schema, beforeCommit });
    stores.push(s);
    return s;
  };

  beforeEach(() => {
    schema = uniqueName('es_order');
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await dropSchema(schema);
  });

  it('migrates once even when several processes start together', async () => {
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    expect(await a.migrate()).toEqual([]);
    await b.append('game-1', [newEvent()], { expectedRevision: 'no-stream' });
    expect(await c.streamRevision('game-1')).toBe(0);
  });

  /** A subscription that records what it is handed, checkpointing in memory. */
  function record(reader: SqlEventStore, options: { batchSize?: number } = {}) {
    const seen: RecordedEvent[] = [];
    let checkpoint: number | null = null;
    const subscription = new CatchUpSubscription(
      reader,
      {
        name: 'order-test',
        loadCheckpoint: async () => checkpoint,
        handle: async (e) => {
          seen.push(e);
          checkpoint = e.position;
        },
      },
      { pollIntervalMs: 2, ...options },
    );
    return { seen, subscription };
  }

  it('lets appends to different streams be in flight together: neither waits for the other to commit', async () => {
    // Both writers are held just before COMMIT. With positions from a locked counter (before
    // migration 002) the second could not get this far until the first had committed.
    const release = gate();
    const reached = new Set<string>();
    const bothReached = gate();
    const writer = await open(async (stream) => {
      reached.add(stream);
      if (reached.size === 2) bothReached.open();
      await release.opened;
    });
    const a = writer.append('game-a', [newEvent('A')], { expectedRevision: 'no-stream' });
    const b = writer.append('game-b', [newEvent('B')], { expectedRevision: 'no-stream' });
    const inFlightTogether = await settlesWithin(bothReached.opened, 5_000);
    release.open();
    await Promise.all([a, b]);
    expect(inFlightTogether).toBe(true);
  });

  it('does not let a reader skip the first writer when it commits after a second, later writer', async () => {
    // Writer A takes its positions first and is held just before COMMIT. Writer B appends to another
    // stream afterwards and commits (it does not wait for A). B's positions are above A's; a reader
    // that delivered B and checkpointed it would never see A: so readers stop below A until A ends.
    const held = gate();
    const writerA = await open(async (stream) => {
      if (stream === 'game-a') await held.opened;
    });
    const writerB = await open();
    const reader = await open();
    const { seen, subscription } = record(reader);

    const a = writerA.append('game-a', [newEvent('A')], { expectedRevision: 'no-stream' });
    try {
      await tick(); // A now holds its transaction open, positions taken
      const rb = await writerB.append('game-b', [newEvent('B')], { expectedRevision: 'no-stream' });
      expect(await reader.headPosition()).toBe(rb.events[0].position); // B is committed and visible...
      await tick();
      expect(await reader.readAll()).toEqual([]); // ...but not readable while A may still commit below it
      expect(seen).toEqual([]);

      held.open();
      const ra = await a;
      await subscription.waitFor(rb.events[0].position);
      expect(ra.events[0].position).toBeLessThan(rb.events[0].position);
      expect(seen.map((e) => e.type)).toEqual(['A', 'B']);
    } finally {
      held.open();
      await a.catch(() => undefined);
      await subscription.stop();
    }
  });

  it('delivers every event exactly once, in position order and each stream in revision order, to a reader polling during many concurrent writers with random commit delays', async () => {
    // Writers 0-3 each append to a stream of their own; writers 4-7 all append to one shared stream
    // with 'any' (they race for its head and retry).
    const writers = await Promise.all(
      Array.from({ length: 8 }, () => open(async () => tick(Math.floor(Math.random() * 8)))),
    );
    const reader = await open();
    const { seen, subscription } = record(reader, { batchSize: 7 });
    const results = await Promise.all(
      writers.map((w, i) =>
        (async () => {
          const out: RecordedEvent[] = [];
          for (let k = 0; k < 12; k++) {
            const stream = i < 4 ? `game-${i}` : 'game-shared';
            const r = await w.append(stream, [newEvent(), newEvent()], { expectedRevision: 'any' });
            out.push(...r.events);
          }
          return out;
        })(),
      ),
    );
    const written = results.flat().sort((x, y) => x.position - y.position);
    await subscription.waitFor(written[written.length - 1].position);
    await subscription.stop();
    expect(written).toHaveLength(192);
    expect(new Set(written.map((e) => e.position)).size).toBe(192);
    expect(seen.map((e) => e.position)).toEqual(written.map((e) => e.position)); // in order, none skipped, none twice
    for (const stream of ['game-0', 'game-1', 'game-2', 'game-3', 'game-shared']) {
      const revisions = seen.filter((e) => e.stream === stream).map((e) => e.revision);
      expect(revisions).toEqual(Array.from({ length: stream === 'game-shared' ? 96 : 24 }, (_, i) => i));
    }
    expect(await reader.verifyStream('game-shared')).toMatchObject({ ok: true, events: 96 });
  });

  it('rolls back a failed append completely: no events, no stream', async () => {
    const failing = await open(async () => {
      throw new Error('connection lost before commit');
    });
    await expect(failing.append('game-x', [newEvent()], { expectedRevision: 'no-stream' })).rejects.toThrow(
      /connection lost/,
    );
    const ok = await open();
    expect(await ok.streamRevision('game-x')).toBeNull();
    const r = await ok.append('game-y', [{ id: randomUUID(), type: 'Y', data: {} }], { expectedRevision: 'no-stream' });
    expect((await readAllIncluding(ok, null, r.events)).map((e) => e.id)).toEqual([r.events[0].id]);
  });

  it('gives an append of the most events allowed positions below every later append', async () => {
    const store = await open();
    const many = Array.from({ length: MAX_EVENTS_PER_APPEND }, () => newEvent());
    const big = await store.append('game-big', many, { expectedRevision: 'no-stream' });
    const next = await store.append('game-next', [newEvent()], { expectedRevision: 'no-stream' });
    const positions = big.events.map((e) => e.position);
    expect(positions[positions.length - 1] - positions[0]).toBe(MAX_EVENTS_PER_APPEND - 1);
    expect(next.events[0].position).toBeGreaterThan(positions[positions.length - 1]);
    const read = await readAllIncluding(store, null, [...big.events, ...next.events]);
    expect(read.map((e) => e.position)).toEqual([...positions, next.events[0].position]);
  });

  it('appends in one round trip to a new stream or a known head, and two otherwise', async () => {
    const counting = new CountingDatabase({ connectionString: TEST_DATABASE_URL });
    const store = new SqlEventStore(counting, { adapter: 'postgres', location: 'test' }, { schema });
    const other = await open();
    await store.migrate();
    const trips = async (fn: () => Promise<unknown>) => {
      counting.roundTrips = 0;
      await fn();
      return counting.roundTrips;
    };
    try {
      expect(await trips(() => store.append('game-1', [newEvent()], { expectedRevision: 'no-stream' }))).toBe(1);
      expect(await trips(() => store.append('game-1', [newEvent()], { expectedRevision: 0 }))).toBe(1);
      expect(await trips(() => store.append('game-1', [newEvent()], { expectedRevision: 'any' }))).toBe(1);
      await other.append('game-2', [newEvent()], { expectedRevision: 'no-stream' });
      expect(await trips(() => store.append('game-2', [newEvent()], { expectedRevision: 0 }))).toBe(2);
      // another process appends: the remembered head is stale, costing one more round trip
      await other.append('game-1', [newEvent()], { expectedRevision: 'any' });
      expect(await trips(() => store.append('game-1', [newEvent()], { expectedRevision: 'any' }))).toBe(3);
      // load, decide, append: the head read with the stream is the one appended to
      await other.append('game-2', [newEvent()], { expectedRevision: 'any' });
      const loaded = await store.readStream('game-2');
      expect(await trips(() => store.append('game-2', [newEvent()], { expectedRevision: loaded.length - 1 }))).toBe(1);
      const stale = await store.append('game-1', [newEvent()], { expectedRevision: 1 }).catch((e: unknown) => e);
      expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.verifyStream('game-1')).toMatchObject({ ok: true, events: 5 });
    } finally {
      await store.close();
    }
  });

  it('migrates a store written before migration 002, keeping its positions and hashes', async () => {
    const db = new PgDatabase({ connectionString: TEST_DATABASE_URL });
    try {
      await checkMigrationFrom001(db, schema);
    } finally {
      await db.close();
    }
  });
});

/** A PgDatabase that counts round trips: each query, and BEGIN and COMMIT of a transaction. */
class CountingDatabase extends PgDatabase {
  roundTrips = 0;

  override query<T>(sql: string, params?: unknown[]): Promise<T[]> {
    this.roundTrips += 1;
    return super.query<T>(sql, params);
  }

  override transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    this.roundTrips += 2;
    return super.transaction((tx) =>
      fn({
        query: (sql, params) => {
          this.roundTrips += 1;
          return tx.query(sql, params);
        },
        exec: (sql) => {
          this.roundTrips += 1;
          return tx.exec(sql);
        },
      }),
    );
  }
}

describe('PgDatabase connections (issue 17: generic plans for prepared statements)', () => {
  it('a connection cut during a statement is an error for that statement, not for the process', async () => {
    const db = new PgDatabase({ connectionString: TEST_DATABASE_URL, max: 1 });
    try {
      const [{ pid }] = (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
      const sleeping = db.query('SELECT pg_sleep(10)');
      await tick(300);
      await withTestDatabase((c) => c.query('SELECT pg_terminate_backend($1)', [pid]));
      await expect(sleeping).rejects.toThrow(/terminat/i);
      // the pool opens another connection for the next statement
      const [next] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(next!.pid).not.toBe(pid);
    } finally {
      await db.close();
    }
  });

  it('keeps a connection whose statement failed with an error the session survives (a unique violation, a bad column)', async () => {
    const db = new PgDatabase({ connectionString: TEST_DATABASE_URL, max: 1 });
    const pid = async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))[0]!.pid;
    try {
      const first = await pid();
      await expect(db.query('SELECT no_such_column FROM pg_class')).rejects.toThrow(/no_such_column/);
      expect(await pid()).toBe(first);
      // a unique violation inside a transaction (rolled back): the same
      await expect(
        db.transaction(async (tx) => {
          await tx.exec('CREATE TEMP TABLE kept (id int PRIMARY KEY)');
          await tx.query('INSERT INTO kept VALUES (1), (1)');
        }),
      ).rejects.toThrow(/duplicate key/);
      expect(await pid()).toBe(first);
      // the rolled-back transaction left nothing behind on the session
      expect(await db.query("SELECT to_regclass('pg_temp.kept') AS t")).toEqual([{ t: null }]);
      // an error that is not the server's (here the caller's own) in a transaction: rolled back, kept
      await expect(db.transaction(async () => Promise.reject(new Error('the caller changed its mind')))).rejects.toThrow(/changed its mind/);
      expect(await pid()).toBe(first);
    } finally {
      await db.close();
    }
  });

  it('sets plan_cache_mode on every connection before its first statement, without queueing a query on a busy client', async () => {
    const db = new PgDatabase({ connectionString: TEST_DATABASE_URL, max: 4 });
    // node-postgres deprecates (and pg 9 removes) a query sent while the client runs another: a client must be
    // idle when the pool hands it out (read from the client's own fields: no public API tells a busy client)
    const busyWhenHandedOut: boolean[] = [];
    db.pool.on('acquire', (client) => {
      const internals = client as unknown as { _activeQuery?: unknown; _queryQueue?: unknown[] };
      busyWhenHandedOut.push(Boolean(internals._activeQuery) || (internals._queryQueue?.length ?? 0) > 0);
    });
    try {
      // eight statements at once on a fresh pool: four new connections, each handed out as it connects
      const modes = await Promise.all(
        Array.from({ length: 8 }, () => db.query<{ plan_cache_mode: string; pid: number }>('SELECT current_setting($1) AS plan_cache_mode, pg_backend_pid() AS pid', ['plan_cache_mode'])),
      );
      expect(modes.map(([row]) => row!.plan_cache_mode)).toEqual(Array(8).fill('force_generic_plan'));
      expect(new Set(modes.map(([row]) => row!.pid)).size).toBeGreaterThan(1);
      // and in a transaction's connection
      const inTx = await db.transaction((tx) => tx.query<{ mode: string }>("SELECT current_setting('plan_cache_mode') AS mode"));
      expect(inTx[0]!.mode).toBe('force_generic_plan');
      // a failed statement is an error for its caller; the pool goes on
      await expect(db.query('SELECT no_such_column FROM pg_class')).rejects.toThrow(/no_such_column/);
      expect((await db.query<{ one: number }>('SELECT 1 AS one'))[0]!.one).toBe(1);
      expect(busyWhenHandedOut.length).toBeGreaterThanOrEqual(8);
      expect(busyWhenHandedOut.filter(Boolean)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
