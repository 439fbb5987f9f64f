import { ConflictException, Inject, Injectable, Logger, UnauthorizedException, type OnApplicationBootstrap } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccountView, CreateAccountRequest, Role, SessionView } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { hashPassword, verifyPassword } from './password';
import { SignInThrottle } from './sign-in-throttle';

export interface AuthenticatedAccount {
  id: string;
  handle: string;
  displayName: string;
  role: Role;
  /** sha256 of the bearer token used, for rate limiting and logout */
  tokenHash: string;
}

const TOKEN_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/**
 * How long a verified token is trusted without asking the database again (an ordinary request
 * reads no account). Sign-out and a role change on this instance take effect at once; on another
 * api instance within this many milliseconds.
 */
const TOKEN_CACHE_MS = 10_000;
const TOKEN_CACHE_SIZE = 10_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Accounts and opaque bearer tokens (only the token's sha256 is stored). */
@Injectable()
export class AccountsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');
  private readonly verified = new Map<string, { account: AuthenticatedAccount; until: number; expiresAt: number }>();

  constructor(
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
    private readonly throttle: SignInThrottle,
  ) {}

  /** BOOTSTRAP_ADMIN=handle:password creates the first admin when none exists yet. */
  async onApplicationBootstrap(): Promise<void> {
    const bootstrap = process.env.BOOTSTRAP_ADMIN;
    if (!bootstrap) return;
    const [handle, ...rest] = bootstrap.split(':');
    const password = rest.join(':');
    if ((await this.rm.prisma.account.count({ where: { role: 'admin' } })) > 0) return;
    await this.create({ handle, displayName: handle, password, role: 'admin' });
    this.logger.log(`created the first admin account "${handle}" from BOOTSTRAP_ADMIN`);
  }

  async create(request: CreateAccountRequest): Promise<AccountView> {
    const existing = await this.rm.prisma.account.findUnique({ where: { handle: request.handle } });
    if (existing) throw new ConflictException(`the handle "${request.handle}" is taken`);
    const row = await this.rm.prisma.account.create({
      data: {
        id: randomUUID(),
        handle: request.handle,
        displayName: request.displayName,
        role: request.role ?? 'player',
        passwordHash: await hashPassword(request.password),
      },
    });
    return toView(row);
  }

  /** Sign in from `address` (the client's): throttled per account and per address (SignInThrottle). */
  async signIn(handle: string, password: string, address: string, now = new Date()): Promise<SessionView> {
    await this.throttle.admit(handle, address, now);
    const row = await this.rm.prisma.account.findUnique({ where: { handle } });
    // The same answer for an unknown handle and a wrong password.
    if (!row || !(await verifyPassword(password, row.passwordHash))) {
      await this.throttle.failed(handle, address, now);
      throw new UnauthorizedException('unknown handle or wrong password');
    }
    await this.throttle.succeeded(handle);
    const token = `cl_${randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    await this.rm.prisma.apiToken.create({ data: { tokenHash: hashToken(token), accountId: row.id, expiresAt } });
    return { token, expiresAt: expiresAt.toISOString(), account: toView(row) };
  }

  /** The account a bearer token belongs to; throws 401 naming why the token is refused. */
  async authenticate(token: string, now = new Date()): Promise<AuthenticatedAccount> {
    const tokenHash = hashToken(token);
    const cached = this.verified.get(tokenHash);
    if (cached && cached.until > now.getTime() && cached.expiresAt > now.getTime()) return cached.account;
    const row = await this.rm.prisma.apiToken.findUnique({ where: { tokenHash }, include: { account: true } });
    if (!row) throw new UnauthorizedException('the bearer token is not known');
    if (row.revokedAt) throw new UnauthorizedException('the bearer token was revoked (signed out)');
    if (row.expiresAt <= now) throw new UnauthorizedException('the bearer token has expired; sign in again');
    const a = row.account;
    const account = { id: a.id, handle: a.handle, displayName: a.displayName, role: a.role as Role, tokenHash };
    if (this.verified.size >= TOKEN_CACHE_SIZE) this.verified.clear();
    this.verified.set(tokenHash, { account, until: now.getTime() + TOKEN_CACHE_MS, expiresAt: row.expiresAt.getTime() });
    return account;
  }

  /** Forget every cached token of an account (its role changed): the next request reads it again. */
  forgetAccount(accountId: string): void {
    for (const [hash, entry] of this.verified) if (entry.account.id === accountId) this.verified.delete(hash);
  }

  async signOut(tokenHash: string): Promise<void> {
    this.verified.delete(tokenHash);
    await this.rm.prisma.apiToken.update({ where: { tokenHash }, data: { revokedAt: new Date() } });
  }

  async byId(id: string): Promise<AccountView | null> {
    const row = await this.rm.prisma.account.findUnique({ where: { id } });
    return row ? toView(row) : null;
  }
}

function toView(row: { id: string; handle: string; displayName: string; role: string; createdAt: Date }): AccountView {
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.displayName,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
  };
}
