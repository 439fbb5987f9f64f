import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { listChainAlerts, READ_MODELS, type ChainAlert } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';

/** Streams whose hash chain was found broken (issue 14), newest first: for directors and admins. */
export class ListChainAlertsQuery extends Query<{ alerts: ChainAlert[] }> {}

@QueryHandler(ListChainAlertsQuery)
export class ListChainAlertsHandler implements IQueryHandler<ListChainAlertsQuery> {
  constructor(@Inject(READ_MODELS) private readonly readModels: ReadModelDatabase) {}

  async execute(): Promise<{ alerts: ChainAlert[] }> {
    return { alerts: await listChainAlerts(this.readModels) };
  }
}
