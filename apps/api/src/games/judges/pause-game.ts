import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import type { CommandResult } from '../game-views';
import { runJudgeCommand } from './judge-path';

export class PauseGameCommand extends Command<CommandResult> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    /** true: pause; false: resume */
    readonly pause: boolean,
    readonly reason?: string,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** A judge pauses or resumes the game (GamePaused / GameResumed; while paused only the director acts). */
@CommandHandler(PauseGameCommand)
export class PauseGameHandler implements ICommandHandler<PauseGameCommand> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  execute({
    caller,
    gameId,
    pause,
    reason,
    idempotencyKey,
  }: PauseGameCommand): Promise<CommandResult> {
    return runJudgeCommand(this.streams, this.access, {
      caller,
      gameId,
      idempotencyKey,
      who: 'judge',
      command: () =>
        pause
          ? { type: 'PauseGame', actor: 'director', ...(reason ? { reason } : {}) }
          : { type: 'ResumeGame', actor: 'director' },
    });
  }
}
