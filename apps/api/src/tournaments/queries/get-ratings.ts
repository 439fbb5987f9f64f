import { Inject, Optional } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE, PROJECTION_RUNNER, READ_MODELS } from '@captains-log/platform';
import type { ProjectionRunner, ReadModelDatabase } from '@captains-log/read-models';
import { computeRatings, tournamentStream, type Rating, type RatingChange, type TournamentEvent } from '@captains-log/tournament';
import { fromRecorded } from '../tournament-events';
import { caughtUp } from './caught-up';

export interface RatingsView {
  format: string | null;
  tournaments: number;
  ratings: Array<Rating & { name: string; rank: number }>;
  history: Array<{ tournamentId: string; name: string; changes: RatingChange[] }>;
}
export class GetRatingsQuery extends Query<RatingsView> {
  constructor(readonly format?: string) {
    super();
  }
}

/**
 * Elo per player and format, recomputed from the events of every finalised tournament (the read
 * model only says which tournaments are finalised): the same events always give the same ratings.
 */
@QueryHandler(GetRatingsQuery)
export class GetRatingsHandler implements IQueryHandler<GetRatingsQuery, RatingsView> {
  constructor(
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {}

  async execute({ format }: GetRatingsQuery): Promise<RatingsView> {
    await caughtUp(this.projections);
    const rows = await this.readModels.prisma.tournamentSummary.findMany({
      where: { status: 'finalized', ...(format ? { format } : {}) },
      select: { id: true, name: true },
    });
    const streams: TournamentEvent[][] = [];
    const names = new Map<string, string>();
    for (const row of rows) {
      const events = (await this.store.readStream(tournamentStream(row.id))).map(fromRecorded);
      for (const e of events) if (e.type === 'PlayerRegistered') names.set(e.playerId, e.name);
      streams.push(events);
    }
    const { ratings, history } = computeRatings(streams);
    const tournamentName = new Map(rows.map((r) => [r.id, r.name]));
    const rank = new Map<string, number>();
    return {
      format: format ?? null,
      tournaments: rows.length,
      ratings: ratings.map((r) => {
        const n = (rank.get(r.format) ?? 0) + 1;
        rank.set(r.format, n);
        return { ...r, name: names.get(r.playerId) ?? r.playerId, rank: n };
      }),
      history: history.map((h) => ({
        ...h,
        name: tournamentName.get(h.tournamentId) ?? h.tournamentId,
      })),
    };
  }
}
