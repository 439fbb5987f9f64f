import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { SubmitGameCommandRequest } from '@captains-log/contracts';
import type { Command as EngineCommand } from '@captains-log/engine';
import type { JsonObject } from '@captains-log/event-store';
import { idempotentCommand, IdempotencyConflictError, StaleRevisionError } from '@captains-log/platform';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess, type GameRole } from '../game-access';
import { commandFor, decideOrThrow, toStored } from '../game-commands';
import { IdempotencyConflictException } from '../../http/idempotency';
import { StaleRevisionException } from '../game-errors';
import { GameStreams } from '../game-streams';
import { answer, type CommandResult } from '../game-views';

export class SubmitGameCommand extends Command<CommandResult> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly request: SubmitGameCommandRequest,
    /** the Idempotency-Key header, when the body has no idempotencyKey */
    readonly headerKey?: string,
  ) {
    super();
  }
}

/**
 * One engine command at the revision the client read (DESIGN.md › API): the caller's seat is the
 * actor (403 otherwise), a repeated key answers the original events (`repeated: true`), a stale
 * revision is a 409 with the current one, a rule violation a 422 naming the rule.
 */
@CommandHandler(SubmitGameCommand)
export class SubmitGameCommandHandler implements ICommandHandler<SubmitGameCommand> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, gameId, request, headerKey }: SubmitGameCommand): Promise<CommandResult> {
    // A client's key is scoped to the caller and compared with the request (libs/platform CommandPath);
    // without one the command id is fresh.
    const clientKey = request.idempotencyKey ?? headerKey;
    const { idempotencyKey: _key, ...asked } = request;
    const idempotency = clientKey ? idempotentCommand(`game-command|${gameId}`, caller.id, clientKey, asked) : undefined;
    const key = idempotency?.commandId ?? randomUUID();
    let role: GameRole | undefined;
    let command: EngineCommand | undefined;
    try {
      const outcome = await this.streams.handle(gameId, {
        commandId: key,
        ...(idempotency ? { fingerprint: idempotency.fingerprint, key: idempotency.key } : {}),
        expectedRevision: request.expectedRevision,
        admit: async (game) => {
          role = await this.access.roleOf(game, caller);
        },
        check: () => {
          command = commandFor(role!, request, caller);
        },
        decide: (game) => {
          const { actor: _actor, ...payload } = command as EngineCommand & Record<string, unknown>;
          return toStored(gameId, key, decideOrThrow(game!.state, command!), caller, { ...payload, actor: command!.actor } as JsonObject);
        },
      });
      return answer(outcome.after, outcome.events, role!, outcome.repeated, outcome.repeated ? undefined : outcome.before!.state);
    } catch (err) {
      if (err instanceof StaleRevisionError) throw new StaleRevisionException(gameId, request.expectedRevision, err.actual ?? -1);
      if (err instanceof IdempotencyConflictError) throw new IdempotencyConflictException(err);
      throw err;
    }
  }
}
