import type { SqlDatabase } from './sql-database';

/**
 * The event store's own schema, versioned as ordered migrations. They live in code (not .sql
 * files) so the compiled library carries them; each runs once, in order, recorded in
 * <schema>.schema_migrations. An advisory lock makes concurrent start-ups (api and worker) safe.
 */
export interface Migration {
  id: string;
  sql: (schema: string) => string;
}

export const EVENT_STORE_MIGRATIONS: Migration[] = [
  {
    id: '001_events_streams_positions',
    sql: (s) => `
      CREATE TABLE ${s}.streams (
        stream_id   text PRIMARY KEY,
        revision    bigint NOT NULL,          -- revision of the last event, -1 while being created
        head_hash   text NOT NULL
      );
      CREATE TABLE ${s}.events (
        position        bigint PRIMARY KEY,   -- global commit order, see sql-event-store.ts
        event_id        uuid NOT NULL UNIQUE,
        stream_id       text NOT NULL,
        revision        bigint NOT NULL,
        type            text NOT NULL,
        schema_version  integer NOT NULL,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL,
        prev_hash       text NOT NULL,
        hash            text NOT NULL,
        UNIQUE (stream_id, revision)
      );
      -- the single counter from which global positions are taken (one row, locked per append)
      CREATE TABLE ${s}.global_position (
        id     integer PRIMARY KEY CHECK (id = 1),
        value  bigint NOT NULL
      );
      INSERT INTO ${s}.global_position (id, value) VALUES (1, 0);
    `,
  },
  {
    // Positions from transaction ids instead of the counter (sql-event-store.ts › commit order).
    // Events stored so far keep their positions and hashes; new positions start above them. The
    // lock waits for appends still running on the counter; dropping it makes a process still on
    // the old code fail its appends instead of writing positions readers would order wrongly.
    id: '002_positions_from_transaction_ids',
    sql: (s) => `
      LOCK TABLE ${s}.global_position, ${s}.events IN ACCESS EXCLUSIVE MODE;
      CREATE TABLE ${s}.position_origin (
        id              integer PRIMARY KEY CHECK (id = 1),
        first_position  bigint NOT NULL,   -- position of transaction first_xid's first event
        first_xid       bigint NOT NULL    -- this migration's transaction id
      );
      INSERT INTO ${s}.position_origin (id, first_position, first_xid)
      SELECT 1,
             GREATEST((SELECT value FROM ${s}.global_position WHERE id = 1),
                      (SELECT COALESCE(max(position), 0) FROM ${s}.events)) + 1,
             pg_current_xact_id()::text::bigint;
      DROP TABLE ${s}.global_position;
    `,
  },
];

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`event store schema name ${JSON.stringify(schema)} must match ${SCHEMA_NAME}`);
  }
  return schema;
}

/** Apply every migration not yet applied. Returns the ids it applied. */
export async function migrateEventStore(db: SqlDatabase, schema: string): Promise<string[]> {
  assertSchemaName(schema);
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`captains-log:event-store:${schema}`]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await tx.query<{ id: string }>(`SELECT id FROM ${schema}.schema_migrations`)).map((r) => r.id),
    );
    const applied: string[] = [];
    for (const m of EVENT_STORE_MIGRATIONS) {
      if (done.has(m.id)) continue;
      await tx.exec(m.sql(schema));
      await tx.query(`INSERT INTO ${schema}.schema_migrations (id) VALUES ($1)`, [m.id]);
      applied.push(m.id);
    }
    return applied;
  });
}
