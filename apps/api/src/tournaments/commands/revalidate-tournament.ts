import { ForbiddenException, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { enqueueRevalidation, JOB_QUEUE, type JobQueue } from '@captains-log/platform';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { TournamentStreams } from '../tournament-streams';

/** Whether the caller judges the tournament (answers the tournament's revision): an admin, one of its directors or added judges. */
export async function requireJudge(
  tournaments: TournamentStreams,
  tournamentId: string,
  caller: AuthenticatedAccount,
): Promise<number> {
  const { state, revision } = await tournaments.loadExisting(tournamentId);
  const judges =
    caller.role === 'admin' ||
    state.config!.directors.includes(caller.id) ||
    (state.judges ?? []).includes(caller.id);
  if (!judges)
    throw new ForbiddenException(
      `only a judge of tournament ${tournamentId} (its directors, added judges, admins) re-validates its games`,
    );
  return revision ?? 0;
}

/**
 * POST /tournaments/:id/revalidation — every game of the tournament re-run through today's rules,
 * as a background job (BullMQ with Redis, in-process otherwise) whose id derives from the
 * tournament's revision: asking again before the tournament changes answers the same job.
 */
export class RevalidateTournamentCommand extends Command<{ jobId: string; created: boolean }> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly tournamentId: string,
  ) {
    super();
  }
}

@CommandHandler(RevalidateTournamentCommand)
export class RevalidateTournamentHandler implements ICommandHandler<RevalidateTournamentCommand> {
  constructor(
    private readonly tournaments: TournamentStreams,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
  ) {}

  async execute({ caller, tournamentId }: RevalidateTournamentCommand) {
    const revision = await requireJudge(this.tournaments, tournamentId, caller);
    const { id, created } = await enqueueRevalidation(this.queue, tournamentId, revision);
    return { jobId: id, created };
  }
}
