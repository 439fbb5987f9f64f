import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlDatabase } from '@captains-log/event-store';

/** prisma/migrations at the repository root (the same from src/ and from dist/). */
export const PRISMA_MIGRATIONS_DIR = resolve(__dirname, '../../../prisma/migrations');

/**
 * Applies Prisma's migration folders (prisma/migrations/<timestamp>_<name>/migration.sql) in name
 * order without Prisma's schema engine, which these machines cannot download (DESIGN.md › Running
 * it). It keeps Prisma's own bookkeeping table, `_prisma_migrations`, with the same columns and the
 * same checksum (sha256 of migration.sql), so `prisma migrate deploy` agrees with it wherever the
 * engine exists. Each migration runs in its own transaction under an advisory lock, so two
 * processes starting together apply it once.
 */
export async function migrateReadModels(db: SqlDatabase, dir = PRISMA_MIGRATIONS_DIR): Promise<string[]> {
  if (!existsSync(dir)) throw new Error(`read-model migrations folder not found: ${dir}`);
  const migrations = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort();
  const applied: string[] = [];
  for (const name of migrations) {
    const sql = readFileSync(join(dir, name, 'migration.sql'), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['captains-log:read-models']);
      await tx.exec(PRISMA_MIGRATIONS_TABLE);
      const [row] = await tx.query<{ checksum: string }>(
        `SELECT checksum FROM _prisma_migrations WHERE migration_name = $1 AND rolled_back_at IS NULL AND finished_at IS NOT NULL`,
        [name],
      );
      if (row) {
        if (row.checksum !== checksum) {
          throw new Error(
            `read-model migration ${name} was changed after it was applied (checksum ${row.checksum}, file ${checksum}); add a new migration instead`,
          );
        }
        return false;
      }
      await tx.exec(sql);
      await tx.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), now(), 1)`,
        [randomUUID(), checksum, name],
      );
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/** Prisma's migration bookkeeping table, as Prisma creates it. */
const PRISMA_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"            VARCHAR(64) NOT NULL,
    "finished_at"         TIMESTAMPTZ,
    "migration_name"      VARCHAR(255) NOT NULL,
    "logs"                TEXT,
    "rolled_back_at"      TIMESTAMPTZ,
    "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;
