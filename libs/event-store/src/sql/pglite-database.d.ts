import { PGlite } from '@electric-sql/pglite';
import type { SqlDatabase, SqlExecutor } from './sql-database';
/** SqlDatabase over an embedded PGlite instance (in memory, or persisted in a folder). PGlite is a
 * single connection: it queues transactions one after another, which is all the store needs. */
export declare class PgliteDatabase implements SqlDatabase {
    readonly db: PGlite;
    private constructor();
    /** dataDir: a folder to persist into, or undefined for an in-memory database */
    static open(dataDir?: string): Promise<PgliteDatabase>;
    query<T>(sql: string, params?: unknown[]): Promise<T[]>;
    exec(sql: string): Promise<void>;
    transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
    close(): Promise<void>;
}
