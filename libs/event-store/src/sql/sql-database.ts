/** The little SQL surface the event store needs, implemented by node-postgres and by PGlite, so
 * both adapters run exactly the same statements. */
export interface SqlExecutor {
  /** `prepared`: a statement run often with the same text; an adapter that can keeps it parsed and
   * planned once per connection (node-postgres: a named statement with a generic plan) instead of
   * parsing and planning it on every call. Only for statements whose best plan does not depend on
   * the parameters' values. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /** run several statements without parameters (migrations) */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  prepared?: boolean;
}

export interface SqlDatabase extends SqlExecutor {
  /** run fn in one transaction; commit when it resolves, roll back when it throws */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
