import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@captains-log/contracts';
import { PUBLIC_ROUTE, REQUIRED_ROLES } from './auth.decorators';
import { RequestIdentity } from './request-identity';

/**
 * Every request: a bearer token, when present, must be valid and identifies the caller (parsed once
 * by RequestIdentity, which the rate limiter shares); routes not marked @Public() need one (401);
 * @Roles() routes need one of the roles (403). Admins pass every role check.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: RequestIdentity,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ account?: unknown }>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(REQUIRED_ROLES, targets) ?? [];

    const identity = await this.identity.of(context);
    if (identity.kind === 'refused') throw identity.error;
    if (identity.kind === 'account') request.account = identity.account;
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
