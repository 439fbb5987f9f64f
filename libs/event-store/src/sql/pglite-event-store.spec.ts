import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteEventStore } from '../open-event-store';
import { describeEventStoreContract, newEvent } from '../testing/event-store-contract';
import { checkMigrationFrom001 } from '../testing/store-at-migration-001';
import { PgliteDatabase } from './pglite-database';
import { SqlEventStore } from './sql-event-store';

describeEventStoreContract('PGlite (embedded)', async () => {
  const db = await PgliteDatabase.open();
  const store = new SqlEventStore(db, { adapter: 'pglite', location: 'memory' });
  await store.migrate();
  return {
    store,
    tamper: async (stream, revision) => {
      await db.query(
        `UPDATE event_store.events SET data = jsonb_set(data, '{tampered}', 'true') WHERE stream_id = $1 AND revision = $2`,
        [stream, revision],
      );
    },
    dispose: () => store.close(),
  };
});

describe('PGlite event store migrations', () => {
  it('migrates a store written before migration 002, keeping its positions and hashes', async () => {
    const db = await PgliteDatabase.open();
    try {
      await checkMigrationFrom001(db, 'event_store');
    } finally {
      await db.close();
    }
  });
});

describe('PGlite event store persisted in a data folder', () => {
  it('keeps its events across a close and re-open, and migrates only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cl-pglite-'));
    try {
      const first = await openPgliteEventStore(join(dir, 'es'));
      await first.append('game-persisted', [newEvent('Kept')], { expectedRevision: 'no-stream' });
      await first.close();
      const again = await openPgliteEventStore(join(dir, 'es'));
      expect(await again.migrate()).toEqual([]);
      expect((await again.readStream('game-persisted')).map((e) => e.type)).toEqual(['Kept']);
      expect(await again.verifyStream('game-persisted')).toMatchObject({ ok: true, events: 1 });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
