import { SqlEventStore, type SqlEventStoreOptions } from './sql/sql-event-store';
import type { EventStore } from './types';
export declare function openPostgresEventStore(connectionString: string, options?: SqlEventStoreOptions & {
    poolSize?: number;
}): Promise<SqlEventStore>;
/** dataDir: a folder to persist into (created when missing), or undefined for memory only */
export declare function openPgliteEventStore(dataDir: string | undefined, options?: SqlEventStoreOptions): Promise<SqlEventStore>;
export declare function openKurrentDbEventStore(connectionString: string): EventStore;
export interface EventStoreEnvironment {
    KURRENTDB_URL?: string;
    DATABASE_URL?: string;
    /** folder for embedded data; default ./.data */
    DATA_DIR?: string;
}
/**
 * The adapter the environment asks for: KurrentDB when KURRENTDB_URL is set, PostgreSQL when
 * DATABASE_URL is set, otherwise embedded PGlite persisted under DATA_DIR/event-store.
 */
export declare function openEventStoreFromEnv(env: EventStoreEnvironment): Promise<EventStore>;
