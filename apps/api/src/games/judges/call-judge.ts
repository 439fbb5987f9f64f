import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CallJudgeRequest } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import type { CommandResult } from '../game-views';
import { runJudgeCommand } from './judge-path';

export class CallJudgeCommand extends Command<CommandResult> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly request: CallJudgeRequest,
  ) {
    super();
  }
}

/** Either player calls a judge, optionally pointing at a revision (a JudgeCalled fact; platform rule › judges). */
@CommandHandler(CallJudgeCommand)
export class CallJudgeHandler implements ICommandHandler<CallJudgeCommand> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  execute({ caller, gameId, request }: CallJudgeCommand): Promise<CommandResult> {
    return runJudgeCommand(this.streams, this.access, {
      caller,
      gameId,
      idempotencyKey: request.idempotencyKey,
      who: 'player',
      command: (role) => ({
        type: 'CallJudge',
        actor: role.kind === 'player' ? role.seat : 'p1',
        text: request.text,
        ...(request.revision !== undefined ? { revision: request.revision } : {}),
      }),
    });
  }
}
