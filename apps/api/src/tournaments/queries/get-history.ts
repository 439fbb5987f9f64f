import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@captains-log/event-store';
import { EVENT_STORE } from '@captains-log/platform';
import { tournamentHistory } from '@captains-log/tournament';
import { fromRecorded, ROUND_TIME_EXPIRED, roundClockStream } from '../tournament-events';
import { TournamentStreams } from '../tournament-streams';

export interface HistoryView {
  tournamentId: string;
  revision: number | null;
  entries: Array<{
    revision: number | null;
    at: string;
    recordedAt: string;
    by: string;
    type: string;
    summary: string;
    reason?: string;
    commandId?: string;
    rule?: string;
  }>;
}
export class GetHistoryQuery extends Query<HistoryView> {
  constructor(readonly tournamentId: string) {
    super();
  }
}

@QueryHandler(GetHistoryQuery)
export class GetHistoryHandler implements IQueryHandler<GetHistoryQuery, HistoryView> {
  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute({ tournamentId }: GetHistoryQuery): Promise<HistoryView> {
    const { recorded, revision } = await this.tournaments.loadExisting(tournamentId);
    const entries: HistoryView['entries'] = tournamentHistory(recorded.map(fromRecorded)).map(
      (h, i) => {
        const e = recorded[i]!;
        return {
          revision: e.revision,
          at: h.at,
          recordedAt: e.metadata.recordedAt,
          by: h.by,
          type: h.type,
          summary: h.summary,
          ...(h.reason ? { reason: h.reason } : {}),
          ...(e.metadata.commandId ? { commandId: e.metadata.commandId } : {}),
          ...(e.metadata.rule ? { rule: e.metadata.rule } : {}),
        };
      },
    );
    for (const e of await this.store.readStream(roundClockStream(tournamentId))) {
      if (e.type !== ROUND_TIME_EXPIRED) continue;
      entries.push({
        revision: null,
        at: String(e.data.endsAt),
        recordedAt: e.metadata.recordedAt,
        by: e.metadata.actor ?? 'round-clock',
        type: e.type,
        summary: `round ${e.data.round}: time called (${e.data.timeLimitMinutes} minutes)`,
        ...(e.metadata.rule ? { rule: e.metadata.rule } : {}),
      });
    }
    entries.sort((x, y) =>
      x.recordedAt < y.recordedAt ? -1 : x.recordedAt > y.recordedAt ? 1 : 0,
    );
    return { tournamentId, revision, entries };
  }
}
