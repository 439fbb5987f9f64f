import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TournamentStreams, type CommandOutcome, type RunCommand } from '../tournament-streams';

/** A tournament library command (pair, start a round, record a result, drop, …) for a signed-in caller. */
export class RunTournamentCommand extends Command<CommandOutcome> {
  constructor(readonly command: RunCommand) {
    super();
  }
}

@CommandHandler(RunTournamentCommand)
export class RunTournamentHandler implements ICommandHandler<RunTournamentCommand, CommandOutcome> {
  constructor(private readonly tournaments: TournamentStreams) {}

  execute({ command }: RunTournamentCommand): Promise<CommandOutcome> {
    return this.tournaments.run(command);
  }
}
