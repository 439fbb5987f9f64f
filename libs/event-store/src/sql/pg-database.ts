import { DatabaseError, Pool, type PoolClient, type PoolConfig } from 'pg';
import type { QueryOptions, SqlDatabase, SqlExecutor } from './sql-database';

/** SqlDatabase over a node-postgres pool. */
export class PgDatabase implements SqlDatabase {
  readonly pool: Pool;

  constructor(config: PoolConfig) {
    this.pool = new Pool({ max: 10, ...config });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  /**
   * Issue 17: a prepared statement (QueryOptions.prepared) is planned once per connection. By default
   * PostgreSQL plans a prepared statement with parameters again for every execution while the custom
   * plans look cheaper than the generic one, which they do for the append statement: ~0.25 ms of
   * planning per append, more than the append's execution. Statements sent without a name are
   * planned per execution whatever this says. Set once per connection, before its first statement,
   * and awaited: the pool's 'connect' event cannot wait, and a query queued there ran while the pool
   * handed the client out (node-postgres: "Calling client.query() when the client is already executing
   * a query", removed in pg 9).
   */
  private readonly ready = new WeakSet<PoolClient>();
  private async connect(): Promise<PoolClient> {
    const client = await this.pool.connect();
    if (this.ready.has(client)) return client;
    // A connection lost while the client is checked out fails its statement (node-postgres rejects it); the client's
    // 'error' event must not go unheard meanwhile (the pool listens only while the client is idle; its own query listened).
    client.on('error', () => undefined);
    try {
      await client.query('SET plan_cache_mode = force_generic_plan');
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    this.ready.add(client);
    return client;
  }

  /** names of prepared statements by their text (node-postgres prepares a named statement once per
   * connection and reuses its plan) */
  private readonly names = new Map<string, string>();

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]> {
    return (await this.run(this.statement(sql, params, options))).rows as T[];
  }

  /** One statement on a pooled connection; the client goes back to the pool unless its connection may be broken (see `reusable`). */
  private async run(statement: { text: string; values?: unknown[]; name?: string }) {
    const client = await this.connect();
    try {
      const result = await client.query(statement);
      client.release();
      return result;
    } catch (err) {
      client.release(reusable(err) ? undefined : (err as Error));
      throw err;
    }
  }

  private statement(sql: string, params: unknown[] | undefined, options?: QueryOptions) {
    if (!options?.prepared) return { text: sql, values: params };
    let name = this.names.get(sql);
    if (!name) {
      name = `captains_log_${this.names.size + 1}`;
      this.names.set(sql, name);
    }
    return { name, text: sql, values: params };
  }

  async exec(sql: string): Promise<void> {
    await this.run({ text: sql });
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.connect();
    try {
      await client.query('BEGIN');
      const result = await fn({
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
          (await client.query(this.statement(sql, params, options))).rows as R[],
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (err) {
      // rolled back, the session is as it was before BEGIN whatever failed; a client whose ROLLBACK failed is not reused
      const rolledBack = await client.query('ROLLBACK').then(
        () => true,
        () => false,
      );
      client.release(rolledBack ? undefined : (err as Error));
      throw err;
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/**
 * Whether a client whose statement failed with `err` can serve the next one. The pool's own query
 * dropped the client after any error, so a unique violation (an append retried by a client after a
 * lost answer: sql-event-store.ts › conflict) cost a new connection and its prepared statements. An
 * error PostgreSQL reports with severity ERROR ends the statement (or marks the transaction failed,
 * which ROLLBACK clears) and leaves the session usable (PostgreSQL docs › Error Message Reporting:
 * FATAL and PANIC end the session); anything else (a lost socket, a protocol error, FATAL) drops it.
 */
function reusable(err: unknown): boolean {
  return err instanceof DatabaseError && err.severity === 'ERROR';
}
