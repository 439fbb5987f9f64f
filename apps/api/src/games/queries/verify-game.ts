import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore, StreamVerification } from '@captains-log/event-store';
import { EVENT_STORE } from '@captains-log/platform';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { gameStream, GameStreams } from '../game-streams';

/**
 * Re-hash the game's log from its first event (DESIGN.md › Integrity): a director settles a
 * dispute from a log whose every event is chained to the one before.
 */
export class VerifyGameQuery extends Query<StreamVerification> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
  ) {
    super();
  }
}

@QueryHandler(VerifyGameQuery)
export class VerifyGameHandler implements IQueryHandler<VerifyGameQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, gameId }: VerifyGameQuery): Promise<StreamVerification> {
    const game = await this.streams.load(gameId);
    await this.access.roleOf(game, caller);
    return this.store.verifyStream(gameStream(gameId));
  }
}
