import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ChallengeView } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { ChallengeStreams } from '../challenge-streams';
import { challengeView } from '../challenge-views';

/** One challenge, from its stream: for its players, anyone while it is an open seat, and admins (404 for anyone else). */
export class GetChallengeQuery extends Query<ChallengeView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly challengeId: string,
  ) {
    super();
  }
}

@QueryHandler(GetChallengeQuery)
export class GetChallengeHandler implements IQueryHandler<GetChallengeQuery> {
  constructor(private readonly streams: ChallengeStreams) {}

  async execute({ caller, challengeId }: GetChallengeQuery): Promise<ChallengeView> {
    const { challenge } = await this.streams.load(challengeId);
    const view = challengeView(challenge, caller);
    if (view.you === 'onlooker' && caller.role !== 'admin') throw new NotFoundException(`no challenge with id ${challengeId}`);
    return view;
  }
}
