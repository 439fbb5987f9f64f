import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, EventsHandler, CommandBus, type ICommandHandler, type IEventHandler } from '@nestjs/cqrs';
import { REPLAY_KEY, type ReplaySigningKey } from '@captains-log/platform';
import { headMessage } from '@captains-log/replay';
import type { Command as EngineCommand } from '@captains-log/engine';
import type { JsonObject } from '@captains-log/event-store';
import { GameEndedEvent } from '../game-events';
import { decideOrThrow, toStored } from '../game-commands';
import { gameStream, GameStreams } from '../game-streams';

/** The service's actor for the seal. */
export const SEALER = { id: 'system:seal' };

export class SealGameCommand extends Command<void> {
  constructor(readonly gameId: string) {
    super();
  }
}

/**
 * Seals an ended game (DESIGN.md › Integrity, Judges): the head hash of its log — the GameEnded
 * fact's — signed with the platform's Ed25519 key (the replay signing key, message as the replays'
 * head signature) in a GameSealed fact. Idempotent: its command id derives from the game; an
 * already sealed game decides nothing.
 */
@CommandHandler(SealGameCommand)
export class SealGameHandler implements ICommandHandler<SealGameCommand> {
  constructor(
    private readonly streams: GameStreams,
    @Inject(REPLAY_KEY) private readonly key: ReplaySigningKey,
  ) {}

  async execute({ gameId }: SealGameCommand): Promise<void> {
    const key = `seal|${gameId}`;
    await this.streams.handle(gameId, {
      commandId: key,
      retries: 3,
      decide: (game) => {
        if (!game || game.state.phase !== 'ended' || game.state.judge.sealed) return [];
        const head = game.events.at(-1)!;
        const command: EngineCommand = {
          type: 'SealGame',
          actor: 'system',
          headRevision: head.revision,
          headHash: head.hash,
          signature: this.key.sign(headMessage(gameStream(gameId), head.revision, head.hash)),
          publicKey: this.key.publicKeyRaw,
        };
        return toStored(gameId, key, decideOrThrow(game.state, command), SEALER, { type: 'SealGame', headRevision: head.revision } as JsonObject);
      },
    });
  }
}

/** When a game ends, seal it. */
@EventsHandler(GameEndedEvent)
export class SealEndedGame implements IEventHandler<GameEndedEvent> {
  constructor(private readonly commands: CommandBus) {}

  private readonly logger = new Logger('Seal');

  async handle({ game }: GameEndedEvent): Promise<void> {
    try {
      await this.commands.execute(new SealGameCommand(game.gameId));
    } catch (err) {
      this.logger.error(`sealing game ${game.gameId} failed: ${(err as Error).stack ?? String(err)}`);
    }
  }
}
