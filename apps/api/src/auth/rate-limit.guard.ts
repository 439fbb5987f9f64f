import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/** Rate limits count per bearer token when there is one, per client address otherwise. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const header = (req.headers as Record<string, string | undefined>)?.authorization;
    return header ? `token:${header}` : `ip:${String(req.ip)}`;
  }
}
