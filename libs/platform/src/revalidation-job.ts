import { revalidateLog, type RevalidationAnswer } from '@captains-log/engine';
import type { EventStore } from '@captains-log/event-store';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { JobData, JobQueue } from './jobs/job-queue';

/** Job: re-validate every game of a tournament against today's rules (issue 13), with progress. */
export const REVALIDATE_TOURNAMENT_JOB = 'revalidate-tournament';

/** One job per tournament revision (BullMQ ids may not hold ':'). */
export function revalidationJobId(tournamentId: string, revision: number): string {
  return `revalidate-tournament-${tournamentId}@${revision}`;
}

export function enqueueRevalidation(queue: JobQueue, tournamentId: string, revision: number) {
  return queue.enqueue(
    REVALIDATE_TOURNAMENT_JOB,
    { tournamentId, revision },
    { jobId: revalidationJobId(tournamentId, revision), attempts: 3, backoffMs: 2000 },
  );
}

export interface GameRevalidationLine {
  gameId: string;
  consistent: boolean;
  divergenceAt: number | null;
  recordedRulesVersion: string;
  rulesChanged: boolean;
}

export interface TournamentRevalidation {
  tournamentId: string;
  games: number;
  consistent: number;
  diverged: GameRevalidationLine[];
  lines: GameRevalidationLine[];
}

/**
 * Reads the tournament's games (games read model), re-validates each game's log and reports
 * progress after each game: `{ done, total, diverged }`.
 */
export async function revalidateTournament(
  store: EventStore,
  readModels: ReadModelDatabase,
  data: { tournamentId: string },
  progress: (value: JobData) => Promise<void> = async () => undefined,
): Promise<TournamentRevalidation> {
  const games = await readModels.prisma.game.findMany({
    where: { tournamentId: data.tournamentId },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
  });
  const lines: GameRevalidationLine[] = [];
  await progress({ done: 0, total: games.length, diverged: 0 });
  for (const { id } of games) {
    const events = await store.readStream(`game-${id}`);
    const meta = events[0]?.metadata['game'] as { rulesVersion?: string } | undefined;
    const report: RevalidationAnswer = revalidateLog(events, meta?.rulesVersion);
    lines.push({
      gameId: id,
      consistent: report.consistent,
      divergenceAt: report.divergence?.revision ?? null,
      recordedRulesVersion: report.recordedRulesVersion,
      rulesChanged: report.rulesChanged,
    });
    await progress({
      done: lines.length,
      total: games.length,
      diverged: lines.filter((l) => !l.consistent).length,
    });
  }
  const diverged = lines.filter((l) => !l.consistent);
  return {
    tournamentId: data.tournamentId,
    games: lines.length,
    consistent: lines.length - diverged.length,
    diverged,
    lines,
  };
}
