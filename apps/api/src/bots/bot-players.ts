import { HttpException, Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createBot, type Bot } from '@captains-log/bot';
import type { Command, PlayerView } from '@captains-log/engine';
import { PLATFORM_CONFIG, READ_MODELS, type PlatformConfig } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { SubmitGameCommand } from '../games/commands/submit-game-command';
import { GameNotifier } from '../games/game-notifier';
import { GetGameQuery, type GameSnapshot } from '../games/queries/get-game';
import { BotAccounts, type BotAccount } from './bot-accounts';

interface Seat {
  readonly gameId: string;
  readonly bot: BotAccount;
  readonly brain: Bot;
  stop: () => void;
  /** the moves of one seat run one after another */
  running: Promise<void>;
  again: boolean;
}

/**
 * The computer opponents at their tables. A bot seat watches its game (the same notifications the
 * live stream uses) and, whenever the game awaits it, reads the game as its own account sees it
 * (GetGameQuery: the engine's view for its seat and its legal commands, never hidden information),
 * lets libs/bot choose, and submits the command on the command path as that account, exactly as a
 * person's page would (SubmitGameCommand, with an idempotency key derived from the revision, so two
 * api instances driving the same seat cannot both move).
 */
@Injectable()
export class BotPlayers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Bots');
  private readonly seats = new Map<string, Seat>();
  private stopped = false;

  constructor(
    private readonly accounts: BotAccounts,
    private readonly notifier: GameNotifier,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  /** Take up the bot seats of every game still running (after a restart). */
  async onApplicationBootstrap(): Promise<void> {
    await this.accounts.ready();
    const ids = this.accounts.all().map((b) => b.account.id);
    if (ids.length === 0) return;
    const rows = await this.rm.prisma.gameParticipant.findMany({
      where: { accountId: { in: ids }, game: { status: { not: 'ended' } } },
      select: { gameId: true, accountId: true },
    });
    for (const row of rows) this.seat(row.gameId, row.accountId);
    if (rows.length) this.logger.log(`took up ${rows.length} computer seat(s) in running games`);
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const seat of this.seats.values()) seat.stop();
    this.seats.clear();
  }

  /** Sit the bot behind `accountId` (if it is one) at game `gameId` and play whenever it is awaited. */
  seat(gameId: string, accountId: string): boolean {
    const bot = this.accounts.byAccount(accountId);
    if (!bot || this.seats.has(gameId) || this.stopped) return false;
    const seat: Seat = {
      gameId,
      bot,
      // deterministic per game and level: the same game and views give the same moves
      brain: createBot({ level: bot.level, seed: `${gameId}:${bot.level}` }),
      stop: () => undefined,
      running: Promise.resolve(),
      again: false,
    };
    seat.stop = this.notifier.listen(gameId, () => this.wake(seat));
    this.seats.set(gameId, seat);
    this.wake(seat);
    return true;
  }

  /** Games with a computer seat in this process (for /health and tests). */
  playing(): string[] {
    return [...this.seats.keys()];
  }

  private wake(seat: Seat): void {
    seat.again = true;
    seat.running = seat.running.then(async () => {
      while (seat.again && !this.stopped && this.seats.get(seat.gameId) === seat) {
        seat.again = false;
        await this.play(seat).catch((err: Error) => this.logger.error(`computer in game ${seat.gameId}: ${err.message}`));
      }
    });
  }

  /** Make every move the game awaits from this seat now. */
  private async play(seat: Seat): Promise<void> {
    for (;;) {
      const game: GameSnapshot = await this.queries.execute(new GetGameQuery(seat.bot.account, seat.gameId));
      const view = game.view as PlayerView;
      if (view.phase === 'ended') return this.leave(seat);
      const me = game.you.role === 'player' ? (game.you as { seat: string }).seat : null;
      if (!me || !view.awaiting.some((a) => a.player === me)) return;
      const legal = game.legalCommands as Command[];
      if (legal.length === 0) return;
      const command = seat.brain.choose(view, legal);
      if (this.config.botMoveDelayMs > 0) await new Promise((r) => setTimeout(r, this.config.botMoveDelayMs));
      if (this.stopped) return;
      try {
        await this.commands.execute(
          new SubmitGameCommand(seat.bot.account, seat.gameId, {
            expectedRevision: game.revision,
            idempotencyKey: `computer-${seat.gameId}-${game.revision}`,
            command: command as never,
          }),
        );
      } catch (err) {
        // someone moved first (409): read the game again; anything else is logged by the caller
        if (err instanceof HttpException && err.getStatus() === 409) continue;
        throw err;
      }
    }
  }

  private leave(seat: Seat): void {
    seat.stop();
    this.seats.delete(seat.gameId);
  }
}
