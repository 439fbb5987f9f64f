import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { computeStandings, type StandingRow, type TournamentConfig } from '@captains-log/tournament';
import { TournamentStreams } from '../tournament-streams';
import { finalStandingsOf } from './final-standings';

export interface StandingsResult {
  tournamentId: string;
  revision: number | null;
  config: TournamentConfig;
  status: string;
  order: string[];
  standings: Array<Omit<StandingRow, 'outcomes'> & { outcomes: StandingRow['outcomes'] }>;
  /** after the top cut / finalisation: the final order (champion first) */
  finalStandings: Array<{ place: number; playerId: string; name: string }> | null;
}
export class GetStandingsQuery extends Query<StandingsResult> {
  constructor(readonly tournamentId: string) {
    super();
  }
}

@QueryHandler(GetStandingsQuery)
export class GetStandingsHandler implements IQueryHandler<GetStandingsQuery, StandingsResult> {
  constructor(private readonly tournaments: TournamentStreams) {}

  async execute({ tournamentId }: GetStandingsQuery): Promise<StandingsResult> {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    return {
      tournamentId,
      revision,
      config: state.config!,
      status: state.status,
      order: ['points', 'differential', 'strengthOfSchedule', 'headToHead', 'randomTiebreak'],
      standings: computeStandings(state),
      finalStandings: finalStandingsOf(state),
    };
  }
}
