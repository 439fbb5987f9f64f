/**
 * A store as databases written before migration 002 hold it: the tables of migration 001 and
 * events whose positions came from the one-row counter. Migration tests write one with this, then
 * open the current store on it.
 */
import { randomUUID } from 'node:crypto';
import { GENESIS_HASH } from '../hash-chain';
import { EVENT_STORE_MIGRATIONS } from '../sql/migrations';
import type { SqlDatabase } from '../sql/sql-database';
import { SqlEventStore } from '../sql/sql-event-store';
import { readAllIncluding } from './event-store-contract';
import { chainEvents } from '../validate-append';
import type { NewEvent, RecordedEvent } from '../types';

/** Create `schema` at migration 001 and append each [stream, events] as that version did
 * (positions 1, 2, 3… from the counter). Returns the recorded events. */
export async function writeStoreAtMigration001(
  db: SqlDatabase,
  schema: string,
  appends: Array<[string, NewEvent[]]>,
): Promise<RecordedEvent[]> {
  const first = EVENT_STORE_MIGRATIONS[0];
  if (first.id !== '001_events_streams_positions') throw new Error(`unexpected first migration ${first.id}`);
  await db.exec(`CREATE SCHEMA ${schema}`);
  await db.exec(
    `CREATE TABLE ${schema}.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await db.exec(first.sql(schema));
  await db.query(`INSERT INTO ${schema}.schema_migrations (id) VALUES ($1)`, [first.id]);

  const recorded: RecordedEvent[] = [];
  const heads = new Map<string, { revision: number | null; headHash: string }>();
  for (const [stream, events] of appends) {
    const head = heads.get(stream) ?? { revision: null, headHash: GENESIS_HASH };
    const chained = chainEvents(stream, events, head, new Date().toISOString());
    await db.transaction(async (tx) => {
      const [counter] = await tx.query<{ value: string }>(
        `UPDATE ${schema}.global_position SET value = value + $1 WHERE id = 1 RETURNING value`,
        [chained.length],
      );
      const firstPosition = Number(counter.value) - chained.length + 1;
      for (const [i, e] of chained.entries()) {
        await tx.query(
          `INSERT INTO ${schema}.events (position, event_id, stream_id, revision, type, schema_version, data, metadata, prev_hash, hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [firstPosition + i, e.id, e.stream, e.revision, e.type, e.schemaVersion, JSON.stringify(e.data),
            JSON.stringify(e.metadata), e.prevHash, e.hash],
        );
        recorded.push({ ...e, position: firstPosition + i });
      }
      const last = chained[chained.length - 1];
      await tx.query(
        `INSERT INTO ${schema}.streams (stream_id, revision, head_hash) VALUES ($1, $2, $3)
         ON CONFLICT (stream_id) DO UPDATE SET revision = EXCLUDED.revision, head_hash = EXCLUDED.head_hash`,
        [stream, last.revision, last.hash],
      );
      heads.set(stream, { revision: last.revision, headHash: last.hash });
    });
  }
  return recorded;
}

/**
 * The upgrade every existing database goes through, checked on `db`: events written before
 * migration 002 keep their positions and hashes, a projector's checkpoint among them resumes
 * without skipping, streams continue their hash chains, new positions are above the old ones, and
 * the old counter is gone (a process still on the old code fails its appends instead of writing
 * positions readers would order wrongly).
 */
export async function checkMigrationFrom001(db: SqlDatabase, schema: string): Promise<void> {
  const ev = (type: string): NewEvent => ({ id: randomUUID(), type, data: { type } });
  const old = await writeStoreAtMigration001(db, schema, [
    ['game-1', [ev('A'), ev('B')]],
    ['game-2', [ev('C')]],
    ['game-1', [ev('D')]],
  ]);
  expect(old.map((e) => e.position)).toEqual([1, 2, 3, 4]);

  const store = new SqlEventStore(db, { adapter: 'postgres', location: 'test' }, { schema });
  expect(await store.migrate()).toEqual(['002_positions_from_transaction_ids']);
  expect(await store.readAll()).toEqual(old);
  expect(await store.headPosition()).toBe(4);

  const next = await store.append('game-1', [ev('E')], { expectedRevision: 2 });
  expect(next.events[0].position).toBeGreaterThan(4);
  expect(await store.verifyStream('game-1')).toMatchObject({ ok: true, events: 4 });
  const resumed = await readAllIncluding(store, 2, next.events);
  expect(resumed.map((e) => [e.type, e.position])).toEqual([
    ['C', 3],
    ['D', 4],
    ['E', next.events[0].position],
  ]);
  expect(await store.headPosition()).toBe(next.events[0].position);
  const [{ counter }] = await db.query<{ counter: string | null }>(
    `SELECT to_regclass('${schema}.global_position')::text AS counter`,
  );
  expect(counter).toBeNull();
  expect(await store.migrate()).toEqual([]);
}
