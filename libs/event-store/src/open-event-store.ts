import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { PgDatabase } from './sql/pg-database';
import { PgliteDatabase } from './sql/pglite-database';
import { SqlEventStore, type SqlEventStoreOptions } from './sql/sql-event-store';
import type { EventStore } from './types';
import { redactUrl } from './redact-url';

export async function openPostgresEventStore(
  connectionString: string,
  options: SqlEventStoreOptions & { poolSize?: number } = {},
): Promise<SqlEventStore> {
  const db = new PgDatabase({ connectionString, max: options.poolSize ?? 10 });
  const store = new SqlEventStore(db, { adapter: 'postgres', location: redactUrl(connectionString) }, options);
  try {
    await store.migrate();
  } catch (err) {
    await db.close();
    throw err;
  }
  return store;
}

/** dataDir: a folder to persist into (created when missing), or undefined for memory only */
export async function openPgliteEventStore(
  dataDir: string | undefined,
  options: SqlEventStoreOptions = {},
): Promise<SqlEventStore> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PgliteDatabase.open(dataDir);
  const store = new SqlEventStore(db, { adapter: 'pglite', location: dataDir ?? 'memory' }, options);
  await store.migrate();
  return store;
}

export function openKurrentDbEventStore(connectionString: string): EventStore {
  return new KurrentDbEventStore(connectionString);
}

export interface EventStoreEnvironment {
  KURRENTDB_URL?: string;
  DATABASE_URL?: string;
  /** folder for embedded data; default ./.data */
  DATA_DIR?: string;
  /** PostgreSQL schema of the event store tables; default event_store */
  EVENT_STORE_SCHEMA?: string;
}

/**
 * The adapter the environment asks for: KurrentDB when KURRENTDB_URL is set, PostgreSQL when
 * DATABASE_URL is set, otherwise embedded PGlite persisted under DATA_DIR/event-store.
 */
export async function openEventStoreFromEnv(env: EventStoreEnvironment): Promise<EventStore> {
  if (env.KURRENTDB_URL) return openKurrentDbEventStore(env.KURRENTDB_URL);
  const schema = env.EVENT_STORE_SCHEMA || undefined;
  if (env.DATABASE_URL) return openPostgresEventStore(env.DATABASE_URL, { schema });
  return openPgliteEventStore(resolve(env.DATA_DIR ?? '.data', 'event-store'), { schema });
}
