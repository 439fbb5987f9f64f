import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameFollowers, type ViewMessage } from '../game-followers';
import { GameStreams } from '../game-streams';
import type { VisibleEvent } from '../game-views';

/**
 * Subscribe to a game's new events as the caller may see them, starting after `after`; answers the
 * stop function. `open` is called once the caller is admitted, before the first event: the stream's
 * headers go out only then, so a refused caller gets a plain 403/404 (issue 14).
 */
export class FollowGameQuery extends Query<() => void> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly after: number,
    readonly open: () => void,
    readonly send: (event: VisibleEvent) => void,
    readonly end: () => void,
    /** opt-in: the compact view's changes after each burst of events */
    readonly sendView?: (view: ViewMessage) => void,
  ) {
    super();
  }
}

@QueryHandler(FollowGameQuery)
export class FollowGameHandler implements IQueryHandler<FollowGameQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    private readonly followers: GameFollowers,
  ) {}

  async execute({ caller, gameId, after, open, send, end, sendView }: FollowGameQuery): Promise<() => void> {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    open();
    return this.followers.follow(game, role, after, send, end, sendView);
  }
}
