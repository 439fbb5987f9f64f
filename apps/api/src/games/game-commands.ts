import { BadRequestException, ForbiddenException, Logger } from '@nestjs/common';
import type { SubmitGameCommandRequest } from '@captains-log/contracts';
import { decide, JUDGE_COMMANDS, RuleViolation, type Command, type CommandType, type GameEvent, type GameState, type PastStates } from '@captains-log/engine';
import { uuidFromName, type JsonObject, type NewEvent } from '@captains-log/event-store';
import type { GameStreamMetadata } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import type { GameRole } from './game-access';
import { RuleViolationException } from './game-errors';

const logger = new Logger('Games');

/** The engine command for this caller: the actor is the caller's seat (403 for anyone else). */
export function commandFor(role: GameRole, request: Pick<SubmitGameCommandRequest, 'command'>, caller: AuthenticatedAccount): Command {
  const { actor, ...rest } = request.command;
  if (JUDGE_COMMANDS.has(rest.type as CommandType)) {
    // one way to do each thing: calls and rulings have endpoints of their own (docs/judges.md)
    throw new BadRequestException(`body.command.type: ${rest.type} is sent to the judges' endpoints (POST /games/:id/judge-calls, /judge-calls/:call/take, /pause, /resume, /rulings), not to /commands`);
  }
  if (rest.type === 'CallTime') {
    if (role.kind !== 'director') {
      throw new ForbiddenException('only a director of the game’s tournament (or an admin) may call time');
    }
    return { ...rest, actor: 'director' } as Command;
  }
  if (role.kind !== 'player') {
    throw new ForbiddenException(`${caller.handle} is not a player in this game and cannot ${rest.type}`);
  }
  if (actor !== undefined && actor !== role.seat) {
    throw new ForbiddenException(`you play ${role.seat}; you cannot act as ${actor}`);
  }
  return { ...rest, actor: role.seat } as Command;
}

/** The engine's decision: 422 for a rule violation, 400 for a command the engine cannot read. */
export function decideOrThrow(state: GameState, command: Command, past?: PastStates): GameEvent[] {
  try {
    return decide(state, command, past);
  } catch (err) {
    if (err instanceof RuleViolation) throw new RuleViolationException(err);
    // The engine could not read the command (a field of the wrong shape for a command type the
    // contracts do not list): the client's input, not a server fault; logged in case it is ours.
    logger.warn(`engine rejected ${command.type}: ${(err as Error).stack ?? String(err)}`);
    throw new BadRequestException(`body.command: the engine could not read this ${command.type} command (${(err as Error).message})`);
  }
}

/** Who is recorded as acting: an account, or the system (the round clock). */
export interface GameActor {
  id: string;
}

/** The actor recorded when a tournament's round clock calls time. */
export const ROUND_CLOCK: GameActor = { id: 'system:round-clock' };

/** Engine facts as stored events: ids derived from the command, the cause in the metadata. */
export function toStored(
  gameId: string,
  key: string,
  events: readonly GameEvent[],
  actor: GameActor,
  command: JsonObject,
  game?: GameStreamMetadata,
): NewEvent[] {
  return events.map((event, i) => ({
    id: uuidFromName(`${gameId}/${key}/${i}`),
    type: event.type,
    data: event as unknown as JsonObject,
    metadata: {
      actor: actor.id,
      commandId: key,
      correlationId: key,
      ...(event.rule ? { rule: event.rule } : {}),
      ...(i === 0 ? { command } : {}),
      ...(i === 0 && game ? { game: game as unknown as JsonObject } : {}),
    },
  }));
}
