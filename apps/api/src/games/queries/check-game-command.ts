import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { CheckGameCommandRequest } from '@captains-log/contracts';
import { checkAsSent } from '@captains-log/engine';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { commandFor } from '../game-commands';
import { GameStreams } from '../game-streams';

export interface CommandCheck {
  gameId: string;
  /** the revision the answer holds for */
  revision: number;
  allowed: boolean;
  /** why not, in the engine's words with its rule (as a 422 to the same command would say) */
  problem: { code: string; message: string; rule: string } | null;
}

/** Would the engine take this command from the caller now? */
export class CheckGameCommandQuery extends Query<CommandCheck> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly request: CheckGameCommandRequest,
  ) {
    super();
  }
}

/**
 * POST /games/:id/check — the engine's rule check on the game now, without deciding or appending
 * anything: the table asks it why a card offers no move ("Why can't it fly?"). The caller's seat is
 * the actor, as for /commands (403 for anyone else); the answer is what submitting the command
 * would answer (a 422's code, message and rule), so it tells a player nothing a submission would not.
 */
@QueryHandler(CheckGameCommandQuery)
export class CheckGameCommandHandler implements IQueryHandler<CheckGameCommandQuery> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, gameId, request }: CheckGameCommandQuery): Promise<CommandCheck> {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    const command = commandFor(role, request, caller);
    const found = checkAsSent(game.state, command);
    return {
      gameId,
      revision: game.revision,
      allowed: found === null,
      problem: found ? { code: found.code, message: found.message, rule: found.rule } : null,
    };
  }
}
