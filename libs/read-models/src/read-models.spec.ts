import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { migrateReadModels, PRISMA_MIGRATIONS_DIR } from './migrate-read-models';
import { ProjectionRunner } from './projection-runner';
import { storeAndReadModels, type StoreAndReadModels } from './testing/store-and-read-models';
import { StreamSummaryProjector } from './stream-summary-projector';

const ev = (type: string) => ({ id: randomUUID(), type, data: {} });

type Setup = StoreAndReadModels;

const setups = storeAndReadModels('rm_test');

describe.each(setups)('read models on %s', (_label, setup) => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup();
  });
  afterAll(async () => s?.dispose());

  it('applies the Prisma migrations once, recording them as Prisma does', async () => {
    const folders = readdirSync(PRISMA_MIGRATIONS_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(folders.slice(0, 2)).toEqual(['20261121000000_read_model_foundation', '20261122000000_cards']);
    expect(s.rm.appliedMigrations).toEqual(folders);
    expect(await migrateReadModels(s.rm.sql)).toEqual([]);
    const rows = await s.rm.sql.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM _prisma_migrations',
    );
    expect(rows).toHaveLength(folders.length);
    expect(rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].finished_at).not.toBeNull();
  });

  it('projects stream summaries, resumes after a stop, and rebuilds to identical tables', async () => {
    const projector = new StreamSummaryProjector(s.rm.prisma);
    const runner = new ProjectionRunner(s.store, [projector], { pollIntervalMs: 10 });
    await s.store.append('game-1', [ev('GameCreated'), ev('CardDrawn')], { expectedRevision: 'no-stream' });
    const tournament = await s.store.append('tournament-7', [ev('TournamentCreated')], { expectedRevision: 'no-stream' });
    runner.start();
    await runner.catchUp();
    await runner.stop();

    // Appended while no projector runs; picked up on restart from the durable checkpoint.
    const played = await s.store.append('game-1', [ev('CardPlayed')], { expectedRevision: 1 });
    const playedAt = played.events[0].position;
    const tournamentAt = tournament.events[0].position;
    const restarted = new ProjectionRunner(s.store, [new StreamSummaryProjector(s.rm.prisma)], { pollIntervalMs: 10 });
    restarted.start();
    await restarted.catchUp();

    const table = () =>
      s.rm.prisma.streamSummary.findMany({
        orderBy: { stream: 'asc' },
        select: { stream: true, category: true, eventCount: true, lastRevision: true, lastEventType: true, lastPosition: true },
      });
    const before = await table();
    expect(before).toEqual([
      { stream: 'game-1', category: 'game', eventCount: 3, lastRevision: 2, lastEventType: 'CardPlayed', lastPosition: BigInt(playedAt) },
      { stream: 'tournament-7', category: 'tournament', eventCount: 1, lastRevision: 0, lastEventType: 'TournamentCreated', lastPosition: BigInt(tournamentAt) },
    ]);
    expect(restarted.status()).toEqual([{ name: 'stream-summaries', checkpoint: playedAt, lastError: null }]);

    await restarted.rebuild();
    const once = await table();
    await restarted.rebuild();
    expect(await table()).toEqual(once);
    expect(once).toEqual(before);
    await restarted.stop();
  });
});
