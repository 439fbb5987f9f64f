import { Inject, Optional } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PROJECTION_RUNNER, READ_MODELS } from '@captains-log/platform';
import type { ProjectionRunner, ReadModelDatabase } from '@captains-log/read-models';
import { caughtUp } from './caught-up';

export class ListTournamentsQuery extends Query<{ tournaments: unknown[] }> {
  constructor(readonly filter: { status?: string; format?: string }) {
    super();
  }
}

@QueryHandler(ListTournamentsQuery)
export class ListTournamentsHandler implements IQueryHandler<ListTournamentsQuery> {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {}

  async execute({ filter }: ListTournamentsQuery) {
    await caughtUp(this.projections);
    const rows = await this.readModels.prisma.tournamentSummary.findMany({
      where: {
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.format ? { format: filter.format } : {}),
      },
      orderBy: { createdAt: 'desc' },
      take: 200,
    });
    return {
      tournaments: rows.map((r) => ({
        tournamentId: r.id,
        name: r.name,
        game: r.game,
        format: r.format,
        eventLevel: r.eventLevel,
        status: r.status,
        players: r.players,
        droppedPlayers: r.droppedPlayers,
        swissRounds: r.swissRounds,
        topCutSize: r.topCutSize,
        currentRound: r.currentRound,
        roundEndsAt: r.roundEndsAt?.toISOString() ?? null,
        winner: r.winner,
        /** the champion's name as registered; null when not kept (finalised before names were kept: a read-model rebuild fills it) */
        winnerName: r.winnerName,
        revision: r.lastRevision,
        createdAt: r.createdAt.toISOString(),
        finalizedAt: r.finalizedAt?.toISOString() ?? null,
        href: `/tournaments/${r.id}`,
      })),
    };
  }
}
