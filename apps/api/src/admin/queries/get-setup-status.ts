import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SetupStatus } from '@captains-log/contracts';
import { FirstRunSetup } from '../first-run-setup';

/** Whether the first-run set-up is still needed (no admin exists), for the web app's first page. */
export class GetSetupStatusQuery extends Query<SetupStatus> {}

@QueryHandler(GetSetupStatusQuery)
export class GetSetupStatusHandler implements IQueryHandler<GetSetupStatusQuery> {
  constructor(private readonly setup: FirstRunSetup) {}

  async execute(): Promise<SetupStatus> {
    const needed = await this.setup.needed();
    return {
      needed,
      how: needed
        ? 'POST /setup/admin with the set-up token the api printed in its log when it started (or set BOOTSTRAP_ADMIN and restart)'
        : 'done: an admin exists; admins promote directors from the account list',
    };
  }
}
