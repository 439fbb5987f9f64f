import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandOf } from '@captains-log/tournament';
import {
  TournamentStreams,
  type CommandOutcome,
  type TournamentCaller,
} from '../tournament-streams';

/**
 * Issue 13: a ruling about a tournament game recorded in the tournament with the game as its cause
 * (RulingRecorded, PenaltyRecorded, a result correction). From the game service (`caller` system)
 * for rulings made in a running game's log, or from a judge once the game is sealed.
 */
export class RecordGameRulingCommand extends Command<CommandOutcome> {
  constructor(
    readonly tournamentId: string,
    readonly caller: TournamentCaller,
    readonly ruling: Omit<CommandOf<'RecordRuling'>, 'type' | 'at' | 'actor'>,
    readonly idempotencyKey: string,
  ) {
    super();
  }
}

@CommandHandler(RecordGameRulingCommand)
export class RecordGameRulingHandler implements ICommandHandler<
  RecordGameRulingCommand,
  CommandOutcome
> {
  constructor(private readonly tournaments: TournamentStreams) {}

  execute({
    tournamentId,
    caller,
    ruling,
    idempotencyKey,
  }: RecordGameRulingCommand): Promise<CommandOutcome> {
    return this.tournaments.run({
      tournamentId,
      caller,
      body: { type: 'RecordRuling', ...ruling },
      idempotencyKey,
      correlationId: ruling.gameId,
    });
  }
}
