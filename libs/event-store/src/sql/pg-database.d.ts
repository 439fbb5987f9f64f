import { Pool, type PoolConfig } from 'pg';
import type { SqlDatabase, SqlExecutor } from './sql-database';
/** SqlDatabase over a node-postgres pool. */
export declare class PgDatabase implements SqlDatabase {
    readonly pool: Pool;
    constructor(config: PoolConfig);
    query<T>(sql: string, params?: unknown[]): Promise<T[]>;
    exec(sql: string): Promise<void>;
    transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
    close(): Promise<void>;
}
