import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { BOT_LEVELS, type BotLevel } from '@captains-log/bot';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../auth/accounts.service';

/** Handles of the computer opponents: `computer-<level>` (reserved: people cannot sign up with them). */
export const BOT_HANDLE_PREFIX = 'computer-';
export const botHandle = (level: BotLevel) => `${BOT_HANDLE_PREFIX}${level}`;
/** The names players see at the table: the levels as the lobby offers them (apps/web LobbyPage: Cadet, Officer, Captain). */
export const BOT_DISPLAY_NAMES: Record<BotLevel, string> = {
  random: 'Computer (Cadet)',
  greedy: 'Computer (Officer)',
  lookahead: 'Computer (Captain)',
};
/** Not a scrypt hash: no password ever matches it, so a bot account cannot sign in. */
const NO_PASSWORD = 'bot-account:no-sign-in';

export interface BotAccount {
  readonly account: AuthenticatedAccount;
  readonly level: BotLevel;
}

/**
 * The computer opponents' accounts, one per level, made at start-up when missing. A bot seat plays
 * through the same command path as a person, as this account (issue 16: "a bot seat acts with its
 * own account through the command endpoint").
 */
@Injectable()
export class BotAccounts implements OnApplicationBootstrap {
  private readonly logger = new Logger('Bots');
  private readonly byLevel = new Map<BotLevel, BotAccount>();
  private readonly byId = new Map<string, BotAccount>();
  private loading: Promise<void> | null = null;

  constructor(@Inject(READ_MODELS) private readonly rm: ReadModelDatabase) {}

  onApplicationBootstrap(): Promise<void> {
    return this.ready();
  }

  /** The accounts, made when missing (once; every caller waits for the same work). */
  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  private async load(): Promise<void> {
    for (const level of BOT_LEVELS) {
      const handle = botHandle(level);
      let row = await this.rm.prisma.account.findUnique({ where: { handle } });
      if (!row) {
        row = await this.rm.prisma.account
          .create({ data: { id: randomUUID(), handle, displayName: BOT_DISPLAY_NAMES[level], role: 'player', passwordHash: NO_PASSWORD, botLevel: level } })
          .catch(async () => (await this.rm.prisma.account.findUnique({ where: { handle } }))!); // another instance made it first
      }
      if (row.botLevel !== level) {
        this.logger.error(`the handle ${handle} belongs to a person's account: the ${level} computer opponent is not available`);
        continue;
      }
      // an account made under an earlier name (the level's code word: "Computer (greedy)") takes the lobby's; games
      // already created keep the name they were created with (their log holds it)
      if (row.displayName !== BOT_DISPLAY_NAMES[level]) {
        row = await this.rm.prisma.account.update({ where: { id: row.id }, data: { displayName: BOT_DISPLAY_NAMES[level] } });
      }
      const bot: BotAccount = { level, account: { id: row.id, handle, displayName: row.displayName, role: 'player', tokenHash: '' } };
      this.byLevel.set(level, bot);
      this.byId.set(row.id, bot);
    }
  }

  forLevel(level: BotLevel): BotAccount | undefined {
    return this.byLevel.get(level);
  }

  /** The bot behind an account id, if it is one. */
  byAccount(accountId: string): BotAccount | undefined {
    return this.byId.get(accountId);
  }

  all(): BotAccount[] {
    return [...this.byLevel.values()];
  }
}
