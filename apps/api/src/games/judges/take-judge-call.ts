import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import type { CommandResult } from '../game-views';
import { runJudgeCommand } from './judge-path';

export class TakeJudgeCallCommand extends Command<CommandResult> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly call: string,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** A judge takes an open call: JudgeCallTaken names the judge's account (call states: open → taken → ruled). */
@CommandHandler(TakeJudgeCallCommand)
export class TakeJudgeCallHandler implements ICommandHandler<TakeJudgeCallCommand> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  execute({ caller, gameId, call, idempotencyKey }: TakeJudgeCallCommand): Promise<CommandResult> {
    return runJudgeCommand(this.streams, this.access, {
      caller,
      gameId,
      idempotencyKey,
      who: 'judge',
      command: () => ({ type: 'TakeJudgeCall', actor: 'director', call, judge: caller.handle }),
    });
  }
}
