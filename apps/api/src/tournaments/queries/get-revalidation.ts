import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  JOB_QUEUE,
  revalidationJobId,
  type JobQueue,
  type JobStatus,
} from '@captains-log/platform';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { requireJudge } from '../commands/revalidate-tournament';
import { TournamentStreams } from '../tournament-streams';

/** GET /tournaments/:id/revalidation/:jobId — the job's state, progress ({ done, total, diverged }) and report. */
export class GetRevalidationQuery extends Query<JobStatus> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly tournamentId: string,
    readonly jobId: string,
  ) {
    super();
  }
}

@QueryHandler(GetRevalidationQuery)
export class GetRevalidationHandler implements IQueryHandler<GetRevalidationQuery> {
  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async execute({ caller, tournamentId, jobId }: GetRevalidationQuery): Promise<JobStatus> {
    await requireJudge(this.tournaments, tournamentId, caller);
    if (!jobId.startsWith(revalidationJobId(tournamentId, 0).replace(/@0$/, '@')))
      throw new NotFoundException(`no re-validation job ${jobId} for tournament ${tournamentId}`);
    const status = await this.queue.status(jobId);
    if (!status) throw new NotFoundException(`no re-validation job ${jobId}`);
    return status;
  }
}
