import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { pairingsView, type PairingRow, type TournamentConfig } from '@captains-log/tournament';
import { TournamentStreams } from '../tournament-streams';

export interface PairingsResult {
  tournamentId: string;
  revision: number | null;
  config: TournamentConfig;
  round: number;
  phase: string;
  started: boolean;
  endsAt: string | null;
  pairings: PairingRow[];
}
export class GetPairingsQuery extends Query<PairingsResult> {
  constructor(
    readonly tournamentId: string,
    readonly round?: number,
  ) {
    super();
  }
}

@QueryHandler(GetPairingsQuery)
export class GetPairingsHandler implements IQueryHandler<GetPairingsQuery, PairingsResult> {
  constructor(private readonly tournaments: TournamentStreams) {}

  async execute({ tournamentId, round }: GetPairingsQuery): Promise<PairingsResult> {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    const r =
      round === undefined
        ? state.rounds[state.rounds.length - 1]
        : state.rounds.find((x) => x.round === round);
    if (!r)
      throw new NotFoundException(
        round === undefined
          ? `tournament ${tournamentId} has no paired round yet`
          : `tournament ${tournamentId} has no round ${round}`,
      );
    return {
      tournamentId,
      revision,
      config: state.config!,
      round: r.round,
      phase: r.phase,
      started: r.started,
      endsAt: r.endsAt,
      pairings: pairingsView(state, r.round),
    };
  }
}
