/**
 * Where tests find the real services (DESIGN.md › Running it): PostgreSQL and Redis on 127.0.0.1,
 * overridable with TEST_DATABASE_URL / TEST_REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A unique, lowercase name for a schema or queue used by one test file. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** Run statements on the test database with a short-lived connection. */
export async function withTestDatabase<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropSchema(schema: string): Promise<void> {
  await withTestDatabase((c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
}
