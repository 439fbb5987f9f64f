import { ForbiddenException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Command as EngineCommand } from '@captains-log/engine';
import type { JsonObject } from '@captains-log/event-store';
import { StaleRevisionError } from '@captains-log/platform';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import type { GameAccess, GameRole } from '../game-access';
import { decideOrThrow, toStored } from '../game-commands';
import { StaleRevisionException } from '../game-errors';
import { stateAt, type GameStreams } from '../game-streams';
import { answer, type CommandResult } from '../game-views';

export interface JudgeCommandRequest {
  caller: AuthenticatedAccount;
  gameId: string;
  idempotencyKey?: string | undefined;
  /** who may send it: the game's players, or its judges (the tournament's directors, admins) */
  who: 'player' | 'judge';
  /** the engine command for this caller's role */
  command(role: GameRole): EngineCommand;
  /** the command as recorded in the log's metadata (default: the command; a rewind's seed is left out) */
  recorded?(command: EngineCommand): JsonObject;
}

/**
 * A judge-side engine command (DESIGN.md › Judges) on the game's command path: the caller's role
 * decides who acts (a player's seat, or `director` for a judge: 403 otherwise); the engine decides
 * with the game's past states (a ruling may rewind); the cause is recorded with the caller.
 */
export async function runJudgeCommand(
  streams: GameStreams,
  access: GameAccess,
  request: JudgeCommandRequest,
): Promise<CommandResult> {
  const key = request.idempotencyKey ?? randomUUID();
  let role: GameRole | undefined;
  let command: EngineCommand | undefined;
  try {
    const outcome = await streams.handle(request.gameId, {
      commandId: key,
      admit: async (game) => {
        role = await access.roleOf(game, request.caller);
      },
      check: () => {
        if (request.who === 'player' && role!.kind !== 'player')
          throw new ForbiddenException(
            `only a player of this game may do this; ${request.caller.handle} is not one`,
          );
        if (request.who === 'judge' && role!.kind !== 'director')
          throw new ForbiddenException(
            `only a judge of this game (a director of its tournament, or an admin) may do this; ${request.caller.handle} is not one`,
          );
        command = request.command(role!);
      },
      decide: (game) => {
        const events = decideOrThrow(game!.state, command!, {
          stateAt: (revision) => stateAt(game!, revision),
        });
        const recorded = request.recorded
          ? request.recorded(command!)
          : (command as unknown as JsonObject);
        return toStored(request.gameId, key, events, request.caller, recorded);
      },
    });
    return answer(
      outcome.after,
      outcome.events,
      role!,
      outcome.repeated,
      outcome.repeated ? undefined : outcome.before!.state,
    );
  } catch (err) {
    if (err instanceof StaleRevisionError)
      throw new StaleRevisionException(request.gameId, -1, err.actual ?? -1);
    throw err;
  }
}
