import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@captains-log/contracts';
import { AccountsService } from './accounts.service';
import { PUBLIC_ROUTE, REQUIRED_ROLES } from './auth.decorators';

/**
 * Every request: a bearer token, when present, must be valid and identifies the caller; routes not
 * marked @Public() need one (401); @Roles() routes need one of the roles (403). Admins pass every
 * role check.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | undefined>; query?: Record<string, unknown>; account?: unknown }>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(REQUIRED_ROLES, targets) ?? [];

    // Browsers' EventSource cannot send headers: live streams may pass ?access_token= instead.
    const queryToken = request.query?.access_token;
    const header = request.headers.authorization ?? (typeof queryToken === 'string' ? `Bearer ${queryToken}` : undefined);
    if (header) {
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw new UnauthorizedException('the Authorization header must be "Bearer <token>"');
      request.account = await this.accounts.authenticate(match[1]);
    }
    const account = request.account as { role: Role } | undefined;
    if (!account) {
      if (isPublic) return true;
      throw new UnauthorizedException('sign in first: POST /sessions, then send "Authorization: Bearer <token>"');
    }
    if (roles.length && account.role !== 'admin' && !roles.includes(account.role)) {
      throw new ForbiddenException(`this needs the role ${roles.join(' or ')}; you are a ${account.role}`);
    }
    return true;
  }
}
