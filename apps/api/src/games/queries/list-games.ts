import { BadRequestException, Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';

const STATUSES = new Set(['seeding', 'playing', 'ended']);

/** The caller's games (directors: a tournament's games), from the games read model. */
export class ListGamesQuery extends Query<unknown[]> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly query: Record<string, string>,
  ) {
    super();
  }
}

/** Game lists from the games read model (eventually consistent with the log). */
@QueryHandler(ListGamesQuery)
export class ListGamesHandler implements IQueryHandler<ListGamesQuery> {
  constructor(@Inject(READ_MODELS) private readonly rm: ReadModelDatabase) {}

  async execute({ caller, query }: ListGamesQuery) {
    const { status, tournament, judgeCalls } = query;
    if (judgeCalls !== undefined && judgeCalls !== 'open') throw new BadRequestException(`query.judgeCalls: use open, not ${JSON.stringify(judgeCalls)}`);
    if (status !== undefined && !STATUSES.has(status)) {
      throw new BadRequestException(`query.status: use seeding, playing or ended, not ${JSON.stringify(status)}`);
    }
    const everyone = caller.role !== 'player' && tournament !== undefined;
    const rows = await this.rm.prisma.game.findMany({
      where: {
        ...(status ? { status } : {}),
        ...(tournament ? { tournamentId: tournament } : {}),
        ...(judgeCalls === 'open' ? { NOT: { openJudgeCalls: { isEmpty: true } } } : {}),
        ...(everyone ? {} : { participants: { some: { accountId: caller.id } } }),
      },
      include: { participants: { orderBy: { seat: 'asc' } } },
      orderBy: { createdAt: 'desc' },
      take: 200,
    });
    return rows.map((g) => ({
      id: g.id,
      status: g.status,
      phase: g.phase,
      turn: g.turn,
      revision: g.revision,
      tournament: g.tournamentId ? { id: g.tournamentId, round: g.tournamentRound } : null,
      result: g.resultType ? { type: g.resultType, reason: g.endReason, winner: g.winnerSeat } : null,
      players: g.participants.map((p) => ({ seat: p.seat, name: p.name, score: p.score, outcome: p.outcome })),
      createdAt: g.createdAt.toISOString(),
      endedAt: g.endedAt?.toISOString() ?? null,
      // issue 13: the flag for a judge call waiting for a ruling
      openJudgeCalls: g.openJudgeCalls,
    }));
  }
}
