import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RegisterPlayerRequest } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { randomUUID } from 'node:crypto';
import { uuidFromName } from '@captains-log/event-store';
import { SavedDecks } from '../../decks/saved-decks';
import { accountNamed } from './account-lookup';
import { TournamentStreams, type CommandOutcome, type RunCommand } from '../tournament-streams';

/** Tournament player ids of players without an account start so (an account's id is a UUID). */
export const GUEST_PLAYER_PREFIX = 'guest-';
export const isGuestPlayer = (playerId: string): boolean => playerId.startsWith(GUEST_PLAYER_PREFIX);

function guestPlayerId(tournamentId: string, directorId: string, idempotencyKey: string | undefined): string {
  return GUEST_PLAYER_PREFIX + (idempotencyKey ? uuidFromName(`tournament-guest|${tournamentId}|${directorId}|${idempotencyKey}`) : randomUUID());
}

export class RegisterPlayerCommand extends Command<CommandOutcome> {
  constructor(
    readonly command: Omit<RunCommand, 'body'>,
    /** the caller's own name, used when they register themself */
    readonly callerName: string,
    readonly request: RegisterPlayerRequest,
  ) {
    super();
  }
}

/**
 * Register with a deck list or one of the caller's saved decks: the caller, or (a director) another
 * account by id or handle (404 naming it; 403 for anyone else, before the lookup).
 */
@CommandHandler(RegisterPlayerCommand)
export class RegisterPlayerHandler implements ICommandHandler<RegisterPlayerCommand, CommandOutcome> {
  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    private readonly decks: SavedDecks,
  ) {}

  async execute({ command, callerName, request }: RegisterPlayerCommand): Promise<CommandOutcome> {
    let playerId = command.caller.id;
    let name = callerName;
    if (request.guest) {
      // a player without an account, registered by a director (403 for anyone else): an id of their own in this
      // tournament, the same for a retried request with the same Idempotency-Key
      await this.tournaments.requireMayNameAccount(command.tournamentId, command.caller, 'RegisterPlayer');
      playerId = guestPlayerId(command.tournamentId, command.caller.id, command.idempotencyKey);
    } else if (request.playerId !== undefined || request.handle !== undefined) {
      // naming someone else is a director's (403 before the lookup: a player learns nothing from a 404)
      if (request.playerId !== command.caller.id) await this.tournaments.requireMayNameAccount(command.tournamentId, command.caller, 'RegisterPlayer');
      const account = await accountNamed(this.readModels, { id: request.playerId, handle: request.handle });
      playerId = account.id;
      name = account.displayName;
    }
    // a saved deck is the caller's own (a director registering someone passes the list itself)
    const { text: deckList } = await this.decks.listOf(command.caller.id, { deckId: request.deckId, deck: request.deckList });
    return this.tournaments.run({
      ...command,
      body: { type: 'RegisterPlayer', playerId, name: request.name ?? name, deckList },
    });
  }
}
