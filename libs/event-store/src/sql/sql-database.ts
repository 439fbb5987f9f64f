/** The little SQL surface the event store needs, implemented by node-postgres and by PGlite, so
 * both adapters run exactly the same statements. */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** run several statements without parameters (migrations) */
  exec(sql: string): Promise<void>;
}

export interface SqlDatabase extends SqlExecutor {
  /** run fn in one transaction; commit when it resolves, roll back when it throws */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
