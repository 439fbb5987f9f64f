import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HealthService, type HealthReport } from '@captains-log/platform';
import { GetHealthQuery } from './get-health.query';

@QueryHandler(GetHealthQuery)
export class GetHealthHandler implements IQueryHandler<GetHealthQuery, HealthReport> {
  constructor(private readonly health: HealthService) {}

  execute(): Promise<HealthReport> {
    return this.health.report();
  }
}
