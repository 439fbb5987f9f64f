import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PgDatabase, PgliteDatabase, redactUrl, type SqlDatabase } from '@captains-log/event-store';
import { PrismaClient } from './generated/prisma/client';
import { migrateReadModels } from './migrate-read-models';

export interface ReadModelDatabaseInfo {
  mode: 'postgres' | 'pglite';
  location: string;
}

/** The read-model database: Prisma for the projectors and queries, raw SQL for migrations. */
export interface ReadModelDatabase {
  readonly prisma: PrismaClient;
  readonly sql: SqlDatabase;
  readonly info: ReadModelDatabaseInfo;
  /** migrations this open applied (empty when the database was up to date) */
  readonly appliedMigrations: string[];
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ReadModelOptions {
  /** PostgreSQL URL; without it an embedded PGlite database is used */
  databaseUrl?: string;
  /** PostgreSQL schema for the read models (tests use their own); default: the URL's default */
  schema?: string;
  /** folder for the embedded database; undefined with no databaseUrl = in memory */
  dataDir?: string;
}

/** Open (and migrate) the read-model database. */
export async function openReadModelDatabase(options: ReadModelOptions): Promise<ReadModelDatabase> {
  let sql: SqlDatabase;
  let prisma: PrismaClient;
  let info: ReadModelDatabaseInfo;
  if (options.databaseUrl) {
    if (options.schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
      throw new Error(`read-model schema name ${JSON.stringify(options.schema)} is invalid`);
    }
    if (options.schema) {
      const bootstrap = new PgDatabase({ connectionString: options.databaseUrl, max: 1 });
      await bootstrap.exec(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`).finally(() => bootstrap.close());
    }
    const pg = new PgDatabase({
      connectionString: options.databaseUrl,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    sql = pg;
    prisma = new PrismaClient({
      adapter: new PrismaPg(pg.pool, options.schema ? { schema: options.schema } : undefined),
    });
    info = { mode: 'postgres', location: redactUrl(options.databaseUrl) + (options.schema ? `#${options.schema}` : '') };
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const lite = await PgliteDatabase.open(options.dataDir);
    sql = lite;
    prisma = new PrismaClient({ adapter: new PrismaPGlite(lite.db) });
    info = { mode: 'pglite', location: options.dataDir ?? 'memory' };
  }
  let appliedMigrations: string[];
  try {
    appliedMigrations = await migrateReadModels(sql);
  } catch (err) {
    await prisma.$disconnect().catch(() => undefined);
    await sql.close().catch(() => undefined);
    throw err;
  }
  return {
    prisma,
    sql,
    info,
    appliedMigrations,
    ping: async () => {
      await prisma.$queryRawUnsafe('SELECT 1');
    },
    close: async () => {
      await prisma.$disconnect();
      await sql.close();
    },
  };
}

/** DATABASE_URL (in READ_MODEL_SCHEMA when set) or PGlite under DATA_DIR/read-models (default ./.data). */
export function openReadModelDatabaseFromEnv(env: {
  DATABASE_URL?: string;
  DATA_DIR?: string;
  READ_MODEL_SCHEMA?: string;
}): Promise<ReadModelDatabase> {
  return openReadModelDatabase(
    env.DATABASE_URL
      ? { databaseUrl: env.DATABASE_URL, schema: env.READ_MODEL_SCHEMA || undefined }
      : { dataDir: resolve(env.DATA_DIR ?? '.data', 'read-models') },
  );
}
