import { Query } from '@nestjs/cqrs';
import type { HealthReport } from '@captains-log/platform';

/** How is the service? Answered by GetHealthHandler. */
export class GetHealthQuery extends Query<HealthReport> {}
