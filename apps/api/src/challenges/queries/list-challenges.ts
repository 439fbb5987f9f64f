import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ChallengeView } from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { challengeRowView } from '../challenge-views';

const LIMIT = 100;

export interface ChallengeListsView {
  mine: ChallengeView[];
  toMe: ChallengeView[];
  openSeats: ChallengeView[];
}

/**
 * The lobby's challenge lists, newest first, from the challenges read model (eventually
 * consistent with the log): the caller's own, those to the caller, and other players' open seats.
 */
export class ListChallengesQuery extends Query<ChallengeListsView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    /** open (default), accepted, declined, withdrawn, or any */
    readonly status: string,
  ) {
    super();
  }
}

@QueryHandler(ListChallengesQuery)
export class ListChallengesHandler implements IQueryHandler<ListChallengesQuery> {
  constructor(@Inject(READ_MODELS) private readonly rm: ReadModelDatabase) {}

  async execute({ caller, status }: ListChallengesQuery): Promise<ChallengeListsView> {
    const byStatus = status === 'any' ? {} : { status };
    const list = async (where: object) =>
      (await this.rm.prisma.challenge.findMany({ where: { ...byStatus, ...where }, orderBy: { createdAt: 'desc' }, take: LIMIT })).map((row) =>
        challengeRowView(row, caller),
      );
    const [mine, toMe, openSeats] = await Promise.all([
      list({ challengerId: caller.id }),
      list({ opponentId: caller.id }),
      list({ opponentId: null, NOT: { challengerId: caller.id } }),
    ]);
    return { mine, toMe, openSeats };
  }
}
