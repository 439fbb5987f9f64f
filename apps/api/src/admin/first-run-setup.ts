import { ConflictException, ForbiddenException, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountView, FirstAdminRequest } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { AccountsService } from '../auth/accounts.service';

const RULE = 'platform rule › first-run set-up: the first admin needs the set-up token from the api’s log';

/**
 * The first admin without BOOTSTRAP_ADMIN: when the api starts and no admin account exists, it
 * makes a random set-up token (256 bits) and prints it in its own log, which only whoever runs the
 * server can read. POST /setup/admin creates an admin with that token while no admin exists; the
 * token is compared in constant time and is spent on success, and set-ups run one at a time in this
 * process, each checking again that no admin exists. Each api instance has its own token.
 */
@Injectable()
export class FirstRunSetup implements OnApplicationBootstrap {
  private readonly logger = new Logger('Setup');
  /** sha256 of the token (the token itself is only in the log) */
  private tokenHash: Buffer | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
    private readonly accounts: AccountsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // BOOTSTRAP_ADMIN makes the first admin at start-up (AccountsService): no token is needed then
    if (process.env.BOOTSTRAP_ADMIN) return;
    try {
      if (await this.adminExists()) return;
    } catch (err) {
      this.logger.error(`could not check for an admin account: ${(err as Error).message}`);
      return;
    }
    const token = randomBytes(32).toString('base64url');
    this.tokenHash = createHash('sha256').update(token).digest();
    this.logger.warn(
      `first-run set-up: no admin account exists. Create one with POST /setup/admin {"setupToken": "${token}", "handle": …, "displayName": …, "password": …} (or set BOOTSTRAP_ADMIN=handle:password and restart)`,
    );
  }

  async needed(): Promise<boolean> {
    return !(await this.adminExists());
  }

  /** Create the first admin (403 wrong token, 409 when an admin exists already). */
  createFirstAdmin(request: FirstAdminRequest): Promise<AccountView> {
    const run = this.queue.then(() => this.create(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async create({ setupToken, ...account }: FirstAdminRequest): Promise<AccountView> {
    if (await this.adminExists()) {
      throw new ConflictException({ statusCode: 409, error: 'Conflict', code: 'SETUP_DONE', rule: RULE, message: 'an admin account exists already; an admin promotes others' });
    }
    if (!this.tokenHash || !timingSafeEqual(createHash('sha256').update(setupToken).digest(), this.tokenHash)) {
      throw new ForbiddenException({
        statusCode: 403,
        error: 'Forbidden',
        code: 'BAD_SETUP_TOKEN',
        rule: RULE,
        message: 'body.setupToken: not the set-up token this api printed in its log when it started',
      });
    }
    const created = await this.accounts.create({ ...account, role: 'admin' });
    this.tokenHash = null;
    this.logger.log(`first-run set-up: created the admin account "${created.handle}"; the set-up token is spent`);
    return created;
  }

  private async adminExists(): Promise<boolean> {
    return (await this.rm.prisma.account.count({ where: { role: 'admin' } })) > 0;
  }
}
