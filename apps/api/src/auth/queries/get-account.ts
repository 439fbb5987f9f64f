import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AccountView } from '@captains-log/contracts';
import { AccountsService } from '../accounts.service';

/** An account by id (the signed-in caller's own, for GET /me). */
export class GetAccountQuery extends Query<AccountView> {
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery> {
  constructor(private readonly accounts: AccountsService) {}

  async execute({ accountId }: GetAccountQuery): Promise<AccountView> {
    const account = await this.accounts.byId(accountId);
    if (!account) throw new NotFoundException(`no account with id ${accountId}`);
    return account;
  }
}
