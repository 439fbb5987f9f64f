import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectThrottlerOptions, InjectThrottlerStorage, ThrottlerGuard, type ThrottlerModuleOptions, type ThrottlerStorage } from '@nestjs/throttler';
import { RequestIdentity } from './request-identity';

/**
 * Rate limits (RATE_LIMIT_PER_MINUTE) count per signed-in account — every token and every spelling
 * of the header in one bucket — and per client address otherwise: a missing or refused token
 * counts against the address (issue 14).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly identity: RequestIdentity,
  ) {
    super(options, storage, reflector);
  }

  protected override async getTracker(req: Record<string, unknown>, context?: ExecutionContext): Promise<string> {
    const identity = context ? await this.identity.of(context) : null;
    return identity?.kind === 'account' ? `account:${identity.account.id}` : `ip:${String(req.ip)}`;
  }
}
