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
export declare const EVENT_STORE_MIGRATIONS: Migration[];
export declare function assertSchemaName(schema: string): string;
/** Apply every migration not yet applied. Returns the ids it applied. */
export declare function migrateEventStore(db: SqlDatabase, schema: string): Promise<string[]>;
