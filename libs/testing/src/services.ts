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

/**
 * Settings that give an api or worker under test schemas of its own in the test database: the
 * read models in `schema`, the event store in `<schema>_es`. Drop both with dropSchemas(schema).
 */
export function schemaEnv(schema: string): {
  DATABASE_URL: string;
  EVENT_STORE_SCHEMA: string;
  READ_MODEL_SCHEMA: string;
} {
  return {
    DATABASE_URL: TEST_DATABASE_URL,
    EVENT_STORE_SCHEMA: `${schema}_es`,
    READ_MODEL_SCHEMA: schema,
  };
}

export async function dropSchemas(schema: string): Promise<void> {
  await dropSchema(schema);
  await dropSchema(`${schema}_es`);
}
