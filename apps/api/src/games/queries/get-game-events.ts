import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import { visibleEvents, type VisibleEvent } from '../game-views';

/** The log as the caller may see it (redacted for players during play). */
export class GetGameEventsQuery extends Query<{ gameId: string; revision: number; events: VisibleEvent[] }> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly from = 0,
    readonly to?: number,
  ) {
    super();
  }
}

@QueryHandler(GetGameEventsQuery)
export class GetGameEventsHandler implements IQueryHandler<GetGameEventsQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, gameId, from, to }: GetGameEventsQuery) {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    const upTo = Math.min(to ?? game.revision, game.revision);
    const wanted = game.events.filter((e) => e.revision >= from && e.revision <= upTo);
    return { gameId, revision: game.revision, events: visibleEvents(game, wanted, role) };
  }
}
