import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AccountListQuery, AccountView } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { accountView } from '../account-views';

export interface AccountListView {
  total: number;
  page: number;
  pageSize: number;
  accounts: AccountView[];
}

/** Accounts for the admin page, by handle, filtered by role and by part of a handle or name. */
export class ListAccountsQuery extends Query<AccountListView> {
  constructor(readonly filter: AccountListQuery) {
    super();
  }
}

@QueryHandler(ListAccountsQuery)
export class ListAccountsHandler implements IQueryHandler<ListAccountsQuery> {
  constructor(@Inject(READ_MODELS) private readonly rm: ReadModelDatabase) {}

  async execute({ filter }: ListAccountsQuery): Promise<AccountListView> {
    // the computer opponents' accounts (bot_level set) are not people: an admin cannot promote them
    const where = {
      botLevel: null,
      ...(filter.role ? { role: filter.role } : {}),
      ...(filter.query
        ? {
            OR: [
              { handle: { contains: filter.query, mode: 'insensitive' as const } },
              { displayName: { contains: filter.query, mode: 'insensitive' as const } },
            ],
          }
        : {}),
    };
    const [total, rows] = await Promise.all([
      this.rm.prisma.account.count({ where }),
      this.rm.prisma.account.findMany({ where, orderBy: { handle: 'asc' }, skip: (filter.page - 1) * filter.pageSize, take: filter.pageSize }),
    ]);
    return { total, page: filter.page, pageSize: filter.pageSize, accounts: rows.map(accountView) };
  }
}
