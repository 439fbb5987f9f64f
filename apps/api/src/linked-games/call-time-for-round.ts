import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideOrThrow, ROUND_CLOCK, toStored } from '../games/game-commands';
import { GameStreams } from '../games/game-streams';

/**
 * The tournament round's clock ran out: call time in this game as the director would (idempotent
 * per game and round: every instance's clock derives the same command id).
 */
export class CallTimeForRoundCommand extends Command<void> {
  constructor(
    readonly gameId: string,
    /** `<tournament>/<round>` */
    readonly roundRef: string,
  ) {
    super();
  }
}

@CommandHandler(CallTimeForRoundCommand)
export class CallTimeForRoundHandler implements ICommandHandler<CallTimeForRoundCommand> {
  constructor(private readonly streams: GameStreams) {}

  async execute({ gameId, roundRef }: CallTimeForRoundCommand): Promise<void> {
    const key = `round-clock/${roundRef}`;
    await this.streams.handle(gameId, {
      commandId: key,
      retries: 1,
      decide: (game) =>
        game!.state.phase === 'ended' || game!.state.timeCalled
          ? []
          : toStored(gameId, key, decideOrThrow(game!.state, { type: 'CallTime', actor: 'director' }), ROUND_CLOCK, {
              type: 'CallTime',
              actor: 'director',
              by: 'round clock',
            }),
    });
  }
}
