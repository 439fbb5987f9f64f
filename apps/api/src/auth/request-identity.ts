import { Injectable, SetMetadata, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AccountsService, type AuthenticatedAccount } from './accounts.service';

export const QUERY_TOKEN_ROUTE = 'captains-log:query-token';

/**
 * This route may take the token as `?access_token=` (issue 14): only where a browser cannot send a
 * header — the live streams (EventSource: a game's, the judges') and the replay file download (a link). Everywhere else a
 * query token is refused with a 401 naming the header to use.
 */
export const AcceptsQueryToken = () => SetMetadata(QUERY_TOKEN_ROUTE, true);

/** Who sent a request: a signed-in account, nobody, or a token that was refused (and why). */
export type Identity =
  | { kind: 'account'; account: AuthenticatedAccount }
  | { kind: 'anonymous' }
  | { kind: 'refused'; error: UnauthorizedException };

const IDENTITY = Symbol('captains-log:identity');

interface IdentifiedRequest {
  headers: Record<string, string | string[] | undefined>;
  query?: Record<string, unknown>;
  [IDENTITY]?: Promise<Identity>;
}

/**
 * The bearer token of a request, parsed once: `Bearer <token>` in any letter case with any spacing
 * (RFC 7235: the scheme is case-insensitive), or `?access_token=` where the route accepts it.
 * Null when there is none; throws 401 for a malformed header.
 */
export function bearerToken(headers: IdentifiedRequest['headers'], query: Record<string, unknown> | undefined, queryTokenAllowed: boolean): string | null {
  const header = headers.authorization;
  const queryToken = query?.access_token;
  if (queryToken !== undefined && !queryTokenAllowed) {
    throw new UnauthorizedException(
      '?access_token= is accepted only on the live streams and the replay file download; send "Authorization: Bearer <token>"',
    );
  }
  if (header !== undefined) {
    const match = typeof header === 'string' ? /^\s*Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) throw new UnauthorizedException('the Authorization header must be "Bearer <token>"');
    return match[1]!;
  }
  if (queryToken !== undefined) {
    if (typeof queryToken !== 'string' || !/^\S{1,500}$/.test(queryToken)) throw new UnauthorizedException('query.access_token: send one token');
    return queryToken;
  }
  return null;
}

/**
 * The caller of a request, worked out once per request and shared by the rate limiter (which counts
 * per account, or per address without one) and the auth guard (which refuses what is refused here).
 */
@Injectable()
export class RequestIdentity {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
  ) {}

  of(context: ExecutionContext): Promise<Identity> {
    const request = context.switchToHttp().getRequest<IdentifiedRequest>();
    request[IDENTITY] ??= this.identify(context, request);
    return request[IDENTITY];
  }

  private async identify(context: ExecutionContext, request: IdentifiedRequest): Promise<Identity> {
    const queryTokenAllowed = this.reflector.getAllAndOverride<boolean>(QUERY_TOKEN_ROUTE, [context.getHandler(), context.getClass()]) ?? false;
    try {
      const token = bearerToken(request.headers, request.query, queryTokenAllowed);
      if (token === null) return { kind: 'anonymous' };
      return { kind: 'account', account: await this.accounts.authenticate(token) };
    } catch (err) {
      if (err instanceof UnauthorizedException) return { kind: 'refused', error: err };
      throw err;
    }
  }
}
