export * from './types';
export * from './errors';
export { GENESIS_HASH, eventHash, verifyChain, type HashedFields } from './hash-chain';
export { CatchUpSubscription, type CheckpointedHandler, type SubscriptionOptions } from './subscription';
export { SqlEventStore, type SqlEventStoreOptions } from './sql/sql-event-store';
export { PgDatabase } from './sql/pg-database';
export { PgliteDatabase } from './sql/pglite-database';
export type { SqlDatabase, SqlExecutor } from './sql/sql-database';
export { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
export {
  openEventStoreFromEnv,
  openKurrentDbEventStore,
  openPgliteEventStore,
  openPostgresEventStore,
  type EventStoreEnvironment,
} from './open-event-store';
export { redactUrl } from './redact-url';
export { uuidFromName } from './uuid-from-name';
export { MAX_EVENTS_PER_APPEND } from './validate-append';
