import { HttpException, HttpStatus, Inject, Logger, NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountView, Role } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { AccountsService, type AuthenticatedAccount } from '../../auth/accounts.service';
import { accountView } from '../account-views';

/**
 * An admin promotes an account (player → director, or admin) or demotes it. The last admin is never
 * demoted, so the platform always has one. Signed-in sessions of the account see the new role at
 * once on this api instance (its token cache forgets the account), within the cache time (10 s) on others.
 */
export class ChangeRoleCommand extends Command<AccountView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly accountId: string,
    readonly role: Role,
  ) {
    super();
  }
}

@CommandHandler(ChangeRoleCommand)
export class ChangeRoleHandler implements ICommandHandler<ChangeRoleCommand> {
  private readonly logger = new Logger('Admin');

  constructor(
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
    private readonly accounts: AccountsService,
  ) {}

  async execute({ caller, accountId, role }: ChangeRoleCommand): Promise<AccountView> {
    let before = role;
    const row = await this.rm.prisma.$transaction(async (tx) => {
      const account = await tx.account.findUnique({ where: { id: accountId } });
      if (!account) throw new NotFoundException(`no account with id ${accountId}`);
      if (account.role === 'admin' && role !== 'admin' && (await tx.account.count({ where: { role: 'admin' } })) <= 1) {
        throw new HttpException(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'LAST_ADMIN',
            rule: 'platform rule › roles: the platform keeps at least one admin',
            message: `${account.handle} is the only admin; promote another admin first`,
          },
          HttpStatus.UNPROCESSABLE_ENTITY,
        );
      }
      before = account.role as Role;
      return account.role === role ? account : tx.account.update({ where: { id: accountId }, data: { role } });
    });
    if (before !== role) this.accounts.forgetAccount(accountId);
    if (before !== role) this.logger.log(`${caller.handle} changed the role of ${row.handle} from ${before} to ${role}`);
    return accountView(row);
  }
}
