import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { TournamentStreams } from '../tournament-streams';

export interface Viewer {
  id: string;
  role: string;
}

export interface PlayerView {
  playerId: string;
  name: string;
  late: boolean;
  firstRound: number;
  dropped: boolean;
  droppedAfterRound: number | null;
  disqualified: boolean;
  deckCheck?: unknown;
  /** only for the tournament's directors and the player themself */
  deckList?: string;
}

export class GetPlayersQuery extends Query<{
  tournamentId: string;
  revision: number | null;
  players: PlayerView[];
}> {
  constructor(
    readonly tournamentId: string,
    readonly viewer: Viewer | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetPlayersQuery)
export class GetPlayersHandler implements IQueryHandler<GetPlayersQuery> {
  constructor(private readonly tournaments: TournamentStreams) {}

  async execute({ tournamentId, viewer }: GetPlayersQuery) {
    const { state, revision } = await this.tournaments.loadExisting(tournamentId);
    const isDirector =
      viewer !== undefined &&
      (viewer.role === 'admin' || state.config!.directors.includes(viewer.id));
    const players: PlayerView[] = state.playerOrder.map((id) => {
      const p = state.players[id]!;
      return {
        playerId: p.id,
        name: p.name,
        late: p.late,
        firstRound: p.firstRound,
        dropped: p.dropped,
        droppedAfterRound: p.droppedAfterRound,
        disqualified: p.disqualified,
        ...(p.deckCheck ? { deckCheck: p.deckCheck } : {}),
        ...(isDirector || viewer?.id === p.id ? { deckList: p.deckList } : {}),
      };
    });
    return { tournamentId, revision, players };
  }
}
