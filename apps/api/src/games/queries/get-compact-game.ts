import { BadRequestException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import { GameViewCache } from '../game-view-cache';
import { compactSnapshot, snapshotChanges } from '../game-views';

export type CompactGameSnapshot = ReturnType<typeof compactSnapshot> | ReturnType<typeof snapshotChanges>;

/**
 * The caller's view now in the compact form (GET /games/:id?form=compact), or only what changed
 * since revision `since` (?since=R): opt-in, the whole view stays GetGameQuery's.
 */
export class GetCompactGameQuery extends Query<CompactGameSnapshot> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly since?: number,
    /** Issue 17: leave the card definitions out (`cards: {}`), for a client that keeps them. */
    readonly omitCards = false,
  ) {
    super();
  }
}

@QueryHandler(GetCompactGameQuery)
export class GetCompactGameHandler implements IQueryHandler<GetCompactGameQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    private readonly views: GameViewCache,
  ) {}

  async execute({ caller, gameId, since, omitCards }: GetCompactGameQuery): Promise<CompactGameSnapshot> {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    const current = this.views.get(game, role);
    if (since !== undefined && since > game.revision) throw new BadRequestException(`query.since: game ${gameId} has events 0..${game.revision}, not ${since}`);
    const answer = since === undefined ? compactSnapshot(game, current, role) : snapshotChanges(game, this.views.get(game, role, since), current, role);
    return omitCards ? { ...answer, cards: {} } : answer;
  }
}
