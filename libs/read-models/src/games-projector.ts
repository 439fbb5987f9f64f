import type { RecordedEvent } from '@captains-log/event-store';
import { PrismaProjector, type ReadModelTransaction } from './projector';

/** What the game service records in the metadata of a game's first event. */
export interface GameStreamMetadata {
  players: { seat: 'p1' | 'p2'; accountId: string; handle: string; name: string }[];
  tournament?: { id: string; round: number };
  settings: { openAfterEnd: boolean; spectators: boolean };
  /** the engine's RULES_VERSION when the game was created (absent: recorded before issue 13) */
  rulesVersion?: string;
}

const SEEDING_PHASES = new Set(['setup', 'doorway', 'mission', 'dilemma', 'facility']);

/**
 * The games read model and each player's history (games, game_participants) from game-<id>
 * streams. It reads the engine's facts as data (GameCreated, PhaseBegan, TurnBegan, PointsScored,
 * GameEnded) without running rules.
 */
export class GamesProjector extends PrismaProjector {
  readonly name = 'games';

  protected async apply(tx: ReadModelTransaction, event: RecordedEvent): Promise<void> {
    if (!event.stream.startsWith('game-')) return;
    const gameId = event.stream.slice('game-'.length);
    const at = new Date(event.metadata.recordedAt);
    const data = event.data as Record<string, unknown>;
    const touch = { revision: event.revision, updatedAt: at };
    switch (event.type) {
      case 'GameCreated': {
        const meta = event.metadata.game as unknown as GameStreamMetadata | undefined;
        if (!meta) return; // not created by the game service: nothing to index
        await tx.game.create({
          data: {
            id: gameId,
            status: 'seeding',
            phase: 'setup',
            tournamentId: meta.tournament?.id ?? null,
            tournamentRound: meta.tournament?.round ?? null,
            turn: 0,
            createdAt: at,
            ...touch,
            participants: {
              create: meta.players.map((p) => ({ seat: p.seat, accountId: p.accountId, name: p.name, score: 0 })),
            },
          },
        });
        return;
      }
      case 'PhaseBegan': {
        const phase = String(data.phase);
        await tx.game.updateMany({
          where: { id: gameId },
          data: { phase, status: SEEDING_PHASES.has(phase) ? 'seeding' : phase === 'ended' ? 'ended' : 'playing', ...touch },
        });
        return;
      }
      case 'TurnBegan':
        // The play phase has no PhaseBegan of its own: the first turn begins it (1E rulebook ›
        // THE PLAY PHASE), as the engine's evolve does.
        await tx.game.updateMany({ where: { id: gameId }, data: { turn: Number(data.number), phase: 'play', status: 'playing', ...touch } });
        return;
      // issue 13: open judge calls (the games list's flag, the tournament dashboard)
      case 'JudgeCalled':
        await tx.game.updateMany({ where: { id: gameId }, data: { openJudgeCalls: { push: String(data.call) }, ...touch } });
        return;
      case 'RulingMade': {
        const game = data.call ? await tx.game.findUnique({ where: { id: gameId }, select: { openJudgeCalls: true } }) : null;
        await tx.game.updateMany({
          where: { id: gameId },
          data: { ...(game ? { openJudgeCalls: game.openJudgeCalls.filter((c) => c !== data.call) } : {}), ...touch },
        });
        return;
      }
      case 'GameRewound': {
        // a judge's rewind: the scores are the restored state's (DESIGN.md › Judges)
        const score = (data.snapshot as { score: Record<string, { points: number; bonus: number }> }).score;
        for (const seat of ['p1', 'p2'] as const)
          await tx.gameParticipant.updateMany({ where: { gameId, seat }, data: { score: (score[seat]?.points ?? 0) + (score[seat]?.bonus ?? 0) } });
        await tx.game.updateMany({ where: { id: gameId }, data: touch });
        return;
      }
      case 'PointsScored':
        await tx.gameParticipant.updateMany({
          where: { gameId, seat: String(data.player) },
          data: { score: { increment: Number(data.points) } },
        });
        await tx.game.updateMany({ where: { id: gameId }, data: touch });
        return;
      case 'GameEnded': {
        const result = data.result as {
          winner: 'p1' | 'p2' | null;
          type: string;
          reason: string;
          officialScore: Record<string, number>;
        };
        await tx.game.updateMany({
          where: { id: gameId },
          data: {
            status: 'ended',
            phase: 'ended',
            winnerSeat: result.winner,
            resultType: result.type,
            endReason: result.reason,
            endedAt: at,
            ...touch,
          },
        });
        for (const seat of ['p1', 'p2'] as const) {
          await tx.gameParticipant.updateMany({
            where: { gameId, seat },
            data: {
              score: result.officialScore[seat] ?? 0,
              outcome: result.winner === null ? 'draw' : result.winner === seat ? 'win' : 'loss',
            },
          });
        }
        return;
      }
      default:
        await tx.game.updateMany({ where: { id: gameId }, data: touch });
    }
  }

  protected async clear(tx: ReadModelTransaction): Promise<void> {
    await tx.gameParticipant.deleteMany({});
    await tx.game.deleteMany({});
  }
}
