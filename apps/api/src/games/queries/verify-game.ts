import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { EventStore, StreamVerification } from '@captains-log/event-store';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { checkStoredChain, EVENT_STORE, READ_MODELS, REPLAY_KEY, type ReplaySigningKey } from '@captains-log/platform';
import { verifySeal, type SealCheck } from '../judges/seal-check';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { gameStream, GameStreams } from '../game-streams';

/**
 * Re-hash the game's log from its first event, read from the store, never the api's cache
 * (DESIGN.md › Integrity): a director settles a dispute from a log whose every event is chained to
 * the one before. A broken chain is recorded as a chain alert (/health, GET /chain-alerts) and the
 * cached fold of the game is dropped. A sealed game's GameSealed is checked too: it names the log's
 * head and its signature verifies with the platform's key.
 */
export type GameVerification = StreamVerification & { seal: SealCheck };

export class VerifyGameQuery extends Query<GameVerification> {
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
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    @Inject(REPLAY_KEY) private readonly key: ReplaySigningKey,
  ) {}

  async execute({ caller, gameId }: VerifyGameQuery): Promise<GameVerification> {
    const game = await this.streams.load(gameId);
    await this.access.roleOf(game, caller);
    const chain = await checkStoredChain(this.store, this.readModels, gameStream(gameId), 'verify');
    if (!chain.ok) this.streams.forget(gameId);
    const seal = verifySeal(game, this.key.publicKeyRaw);
    return { ...chain, seal };
  }
}
