import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@captains-log/contracts';
import type { AuthenticatedAccount } from './accounts.service';

export const PUBLIC_ROUTE = 'captains-log:public';
export const REQUIRED_ROLES = 'captains-log:roles';

/** Anyone may call this route; a token, when sent, is still checked and identifies the caller. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only accounts with one of these roles (admins always pass). */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);

/** The signed-in account (undefined on a public route called without a token). */
export const Caller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthenticatedAccount | undefined => ctx.switchToHttp().getRequest().account,
);
