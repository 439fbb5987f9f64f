import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AddJudgeRequest } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { accountNamed } from './account-lookup';
import { TournamentStreams, type CommandOutcome, type RunCommand } from '../tournament-streams';

export class AddJudgeCommand extends Command<CommandOutcome> {
  constructor(
    readonly command: Omit<RunCommand, 'body'>,
    readonly request: AddJudgeRequest,
  ) {
    super();
  }
}

/**
 * Issue 13: add an account as a judge of the tournament's games, by id or by handle (what a director
 * at the table knows); 404 naming the account when there is none. The history names the judge by
 * the account's display name unless the request gives one. A caller who is not a director is refused
 * before the lookup (403 whether the account exists or not).
 */
@CommandHandler(AddJudgeCommand)
export class AddJudgeHandler implements ICommandHandler<AddJudgeCommand, CommandOutcome> {
  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
  ) {}

  async execute({ command, request }: AddJudgeCommand): Promise<CommandOutcome> {
    await this.tournaments.requireMayNameAccount(command.tournamentId, command.caller, 'AddJudge');
    const account = await accountNamed(this.readModels, { id: request.accountId, handle: request.handle });
    return this.tournaments.run({ ...command, body: { type: 'AddJudge', accountId: account.id, name: request.name ?? account.displayName } });
  }
}
