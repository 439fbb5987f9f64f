import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@captains-log/event-store';
import type { GameStreamMetadata, ReadModelDatabase } from '@captains-log/read-models';
import type { Perspective, StoredGameEvent } from '@captains-log/replay';
import type { JobQueue } from './jobs/job-queue';
import type { ReplayBuilder } from './replay-build-thread';
import { requireIntactChain } from './chain-alerts';

/** Job: build and store a finished game's replay files (issue 8). */
export const BUILD_REPLAY_JOB = 'build-replay';

/** One job per game and final revision: enqueueing it again is a no-op (BullMQ ids may not hold ':'). */
export function replayJobId(gameId: string, revision: number): string {
  return `replay-game-${gameId}@${revision}`;
}

export function enqueueReplay(queue: JobQueue, gameId: string, revision: number) {
  return queue.enqueue(BUILD_REPLAY_JOB, { gameId, revision }, { jobId: replayJobId(gameId, revision), attempts: 5, backoffMs: 2000 });
}

let engineVersion: string | null = null;
function rulesVersion(): string {
  if (engineVersion === null) {
    try {
      // the engine package's version is the rules version (libs/engine/package.json, from src/ or dist/)
      engineVersion = String(JSON.parse(readFileSync(join(__dirname, '..', '..', 'engine', 'package.json'), 'utf8')).version);
    } catch {
      engineVersion = 'unknown';
    }
  }
  return engineVersion;
}

export interface ReplayBuildSummary {
  gameId: string;
  revision: number;
  buildMs: number;
  files: { perspective: Perspective; size: number }[];
}

/**
 * Read the game's log up to `revision` from the store, verify its hash chain (a broken chain is a
 * ChainBrokenError and a chain alert: nothing is built or signed), build every perspective's file and store them in
 * replay_files (bytes, size, sha256, build time). Running it again rewrites identical bytes.
 */
export async function buildAndStoreReplay(
  store: EventStore,
  readModels: ReadModelDatabase,
  builder: ReplayBuilder,
  data: { gameId: string; revision: number },
): Promise<ReplayBuildSummary> {
  const stream = `game-${data.gameId}`;
  const events = (await store.readStream(stream, { from: 0 })).filter((e) => e.revision <= data.revision);
  if (events.length === 0) throw new Error(`${stream} has no events`);
  if (events[events.length - 1]!.revision !== data.revision) throw new Error(`${stream} has no revision ${data.revision} yet`);
  // never build or sign from a chain that does not verify (issue 14): the job fails, the game is flagged
  await requireIntactChain(readModels, stream, events, 'replay-job');
  const meta = events[0]!.metadata.game as unknown as (GameStreamMetadata & { format?: string }) | undefined;
  if (!meta) throw new Error(`${stream} was not created by the game service (no game metadata)`);
  const started = performance.now();
  // the files as bytes (no whole-file string made and encoded again), built on the replay build thread (issue 17)
  const files = await builder.build({
    gameId: data.gameId,
    stream,
    events: events as unknown as StoredGameEvent[],
    players: meta.players.map(({ seat, handle, name }) => ({ seat, handle, name })),
    tournament: meta.tournament ?? null,
    settings: meta.settings,
    gameFormat: meta.format ?? null,
    rules: { engine: '@captains-log/engine', version: rulesVersion(), eventSchema: events[0]!.schemaVersion },
  });
  const buildMs = Math.round(performance.now() - started);
  const builtAt = new Date();
  const head = events[events.length - 1]!;
  const rows = [...files].map(([perspective, file]) => {
    const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    return {
      gameId: data.gameId,
      perspective,
      revision: head.revision,
      headHash: head.hash,
      bytes: new Uint8Array(bytes),
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      buildMs,
      builtAt,
      keyId: builder.keyId,
    };
  });
  await readModels.prisma.$transaction(
    rows.map((row) =>
      readModels.prisma.replayFile.upsert({
        where: { gameId_perspective: { gameId: row.gameId, perspective: row.perspective } },
        create: row,
        update: row,
      }),
    ),
  );
  return { gameId: data.gameId, revision: head.revision, buildMs, files: rows.map((r) => ({ perspective: r.perspective, size: r.size })) };
}
