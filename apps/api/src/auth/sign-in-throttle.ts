import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';

/**
 * Sign-in protection against password guessing (issue 14), per account and per client address:
 * the first `freeFailures` wrong passwords are answered 401 as usual; after that each attempt must
 * wait a delay that doubles with every further failure (2 s, 4 s, 8 s, …), and at `lockAfter`
 * failures the key is locked for `lockMs`. A refused attempt is a 429 naming how long to wait
 * (Retry-After) and is not checked at all, so the right password does not get in either. A
 * successful sign-in clears its account's count (not the address's). A count left alone for
 * `forgetAfterMs` starts again from zero. The state lives in the read-model database
 * (sign_in_throttle), so every api instance applies the same count.
 */
export interface ThrottlePolicy {
  readonly freeFailures: number;
  readonly baseDelayMs: number;
  readonly lockAfter: number;
  readonly lockMs: number;
  readonly forgetAfterMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = { freeFailures: 5, baseDelayMs: 2000, lockAfter: 10, lockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
/** Generous: many people can share one address (a club, a convention hall). */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 20, baseDelayMs: 2000, lockAfter: 50, lockMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };

export interface ThrottleRow {
  readonly failures: number;
  readonly lastFailureAt: Date;
  readonly lockedUntil: Date | null;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; locked: boolean; retryAfterMs: number; failures: number };

/** May an attempt go ahead now? (pure) */
export function verdictOf(row: ThrottleRow | null, policy: ThrottlePolicy, now: Date): ThrottleVerdict {
  if (!row) return { allowed: true };
  const t = now.getTime();
  if (row.lockedUntil && row.lockedUntil.getTime() > t) {
    return { allowed: false, locked: true, retryAfterMs: row.lockedUntil.getTime() - t, failures: row.failures };
  }
  if (t - row.lastFailureAt.getTime() > policy.forgetAfterMs) return { allowed: true };
  if (row.failures < policy.freeFailures) return { allowed: true };
  const wait = policy.baseDelayMs * 2 ** Math.min(20, row.failures - policy.freeFailures);
  const until = row.lastFailureAt.getTime() + wait;
  return until > t ? { allowed: false, locked: false, retryAfterMs: until - t, failures: row.failures } : { allowed: true };
}

/** The row after one more failure at `now` (pure). */
export function afterFailure(row: ThrottleRow | null, policy: ThrottlePolicy, now: Date): ThrottleRow {
  const stale = !row || now.getTime() - row.lastFailureAt.getTime() > policy.forgetAfterMs;
  const failures = (stale ? 0 : row.failures) + 1;
  return { failures, lastFailureAt: now, lockedUntil: failures >= policy.lockAfter ? new Date(now.getTime() + policy.lockMs) : null };
}

/** 429 for a throttled or locked sign-in; `retryAfterSeconds` becomes the Retry-After header. */
export class SignInThrottledException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
    locked: boolean,
  ) {
    super(
      { statusCode: 429, error: 'Too Many Requests', code: locked ? 'SIGN_IN_LOCKED' : 'SIGN_IN_THROTTLED', message, retryAfterSeconds },
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

@Injectable()
export class SignInThrottle {
  private readonly logger = new Logger('SignIn');

  constructor(@Inject(READ_MODELS) private readonly rm: ReadModelDatabase) {}

  /** Throws SignInThrottledException when the account or the address must wait. */
  async admit(handle: string, address: string, now = new Date()): Promise<void> {
    const [account, from] = await Promise.all([this.row(`account:${handle}`), this.row(`address:${address}`)]);
    const byAccount = verdictOf(account, ACCOUNT_POLICY, now);
    const byAddress = verdictOf(from, ADDRESS_POLICY, now);
    const refusal = !byAccount.allowed ? byAccount : !byAddress.allowed ? byAddress : null;
    if (!refusal || refusal.allowed) return;
    const seconds = Math.max(1, Math.ceil(refusal.retryAfterMs / 1000));
    const who = refusal === byAccount ? `for "${handle}"` : 'from this address';
    const message = refusal.locked
      ? `too many failed sign-ins ${who}; sign-in is locked after ${refusal.failures} failures: try again in ${seconds} s`
      : `too many failed sign-ins ${who}; try again in ${seconds} s`;
    this.logger.warn(
      `sign-in refused (${refusal.locked ? 'locked' : 'throttled'}) ${refusal === byAccount ? `account "${handle}"` : 'address'} from ${address}: ${refusal.failures} failures, retry in ${seconds} s`,
    );
    throw new SignInThrottledException(seconds, message, refusal.locked);
  }

  /** Count a wrong password against the account and the address (logs when either becomes locked). */
  async failed(handle: string, address: string, now = new Date()): Promise<void> {
    for (const [key, policy] of [
      [`account:${handle}`, ACCOUNT_POLICY],
      [`address:${address}`, ADDRESS_POLICY],
    ] as const) {
      const next = afterFailure(await this.row(key), policy, now);
      await this.rm.prisma.signInThrottle.upsert({ where: { key }, create: { key, ...next }, update: next });
      if (next.lockedUntil && next.failures === policy.lockAfter) {
        this.logger.warn(`sign-in locked for ${key} until ${next.lockedUntil.toISOString()} after ${next.failures} failures (last from ${address})`);
      }
    }
  }

  /** A successful sign-in clears the account's count. */
  async succeeded(handle: string): Promise<void> {
    await this.rm.prisma.signInThrottle.deleteMany({ where: { key: `account:${handle}` } });
  }

  private row(key: string): Promise<ThrottleRow | null> {
    return this.rm.prisma.signInThrottle.findUnique({ where: { key } });
  }
}
