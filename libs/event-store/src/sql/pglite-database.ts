import { PGlite } from '@electric-sql/pglite';
import type { SqlDatabase, SqlExecutor } from './sql-database';

/** SqlDatabase over an embedded PGlite instance (in memory, or persisted in a folder). PGlite is a
 * single connection: it queues transactions one after another, which is all the store needs. */
export class PgliteDatabase implements SqlDatabase {
  private constructor(readonly db: PGlite) {}

  /** dataDir: a folder to persist into, or undefined for an in-memory database */
  static async open(dataDir?: string): Promise<PgliteDatabase> {
    const db = dataDir ? new PGlite(dataDir) : new PGlite();
    await db.waitReady;
    return new PgliteDatabase(db);
  }

  async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
    return (await this.db.query<T>(sql, params)).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) =>
      fn({
        query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        exec: async (sql: string) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close();
  }
}
