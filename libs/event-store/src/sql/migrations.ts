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
