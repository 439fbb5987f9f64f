import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import type { RulingRequest } from '@captains-log/contracts';
import type { Command as EngineCommand, Remedy } from '@captains-log/engine';
import type { JsonObject } from '@captains-log/event-store';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import type { CommandResult } from '../game-views';
import { runJudgeCommand } from './judge-path';

export class MakeRulingCommand extends Command<CommandResult> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly request: RulingRequest,
  ) {
    super();
  }
}

/**
 * A judge's ruling in the game's log (RulingMade and its remedy's facts). A rewind commits to fresh
 * randomness from a cryptographic source, like the game's seed (DESIGN.md › Randomness): the seed
 * travels in the engine command and the GameRewound's secret, never in the recorded command.
 * After a game is sealed the engine refuses (422 GAME_SEALED): later rulings go to the tournament.
 */
@CommandHandler(MakeRulingCommand)
export class MakeRulingHandler implements ICommandHandler<MakeRulingCommand> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  execute({ caller, gameId, request }: MakeRulingCommand): Promise<CommandResult> {
    const remedy: Remedy = request.remedy.kind === 'rewind' ? { kind: 'rewind', to: request.remedy.to, seed: randomBytes(32).toString('hex') } : request.remedy;
    return runJudgeCommand(this.streams, this.access, {
      caller,
      gameId,
      idempotencyKey: request.idempotencyKey,
      who: 'judge',
      command: () => ({
        type: 'MakeRuling',
        actor: 'director',
        judge: caller.handle,
        decision: request.decision,
        rule: request.rule,
        remedy,
        ...(request.call ? { call: request.call } : {}),
      }),
      recorded: (command) => ({ ...(command as Extract<EngineCommand, { type: 'MakeRuling' }>), remedy: request.remedy }) as unknown as JsonObject,
    });
  }
}
