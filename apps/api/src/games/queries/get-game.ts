import { BadRequestException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import { GameViewCache } from '../game-view-cache';
import { snapshot } from '../game-views';

export type GameSnapshot = ReturnType<typeof snapshot>;

/** The caller's view now, or as it was after event `at` (time travel), with what they may do now. */
export class GetGameQuery extends Query<GameSnapshot> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly at?: number,
  ) {
    super();
  }
}

@QueryHandler(GetGameQuery)
export class GetGameHandler implements IQueryHandler<GetGameQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    private readonly views: GameViewCache,
  ) {}

  async execute({ caller, gameId, at }: GetGameQuery): Promise<GameSnapshot> {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    if (at === undefined) return snapshot(game, this.views.get(game, role), role);
    if (at > game.revision) {
      throw new BadRequestException(`query.at: game ${gameId} has events 0..${game.revision}, not ${at}`);
    }
    return snapshot(game, this.views.get(game, role, at), role);
  }
}
