import { BadRequestException, HttpException, HttpStatus, Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ChallengeView, IssueChallengeRequest } from '@captains-log/contracts';
import { uuidFromName } from '@captains-log/event-store';
import { READ_MODELS, idempotentCommand } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { ChallengeDecks } from '../challenge-decks';
import { CHALLENGE_RULE, type ChallengePlayer } from '../challenge-rules';
import { ChallengeStreams } from '../challenge-streams';
import { challengeView } from '../challenge-views';

/** How many open challenges one player may have at a time. */
export const MAX_OPEN_CHALLENGES = 20;

export class IssueChallengeCommand extends Command<{ challenge: ChallengeView; repeated: boolean }> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly request: IssueChallengeRequest,
    /** Idempotency-Key: a repeat answers the challenge it made */
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** Challenge a handle, or open a seat anyone may take, with a checked deck and the game's settings. */
@CommandHandler(IssueChallengeCommand)
export class IssueChallengeHandler implements ICommandHandler<IssueChallengeCommand> {
  constructor(
    private readonly streams: ChallengeStreams,
    private readonly decks: ChallengeDecks,
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
  ) {}

  async execute({ caller, request, idempotencyKey }: IssueChallengeCommand) {
    const challengeId = idempotencyKey ? uuidFromName(`challenge|${caller.id}|${idempotencyKey}`) : randomUUID();
    let opponent: ChallengePlayer | null = null;
    if (request.opponent !== undefined) {
      const account = await this.rm.prisma.account.findUnique({ where: { handle: request.opponent } });
      if (!account) throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: `body.opponent: no account "${request.opponent}"` });
      opponent = { accountId: account.id, handle: account.handle, name: account.displayName };
    }
    const open = await this.rm.prisma.challenge.count({ where: { challengerId: caller.id, status: 'open' } });
    if (open >= MAX_OPEN_CHALLENGES) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'TOO_MANY_CHALLENGES',
          rule: `${CHALLENGE_RULE}: at most ${MAX_OPEN_CHALLENGES} open at a time`,
          message: `you have ${open} open challenges; withdraw one first`,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    const challenger = { accountId: caller.id, handle: caller.handle, name: caller.displayName };
    const settings = { openAfterEnd: request.settings?.openAfterEnd ?? true, spectators: request.settings?.spectators ?? true };
    this.streams.precheck(null, { type: 'IssueChallenge', challengeId, challenger, opponent, deck: { text: '' }, settings, at: '' });
    const deck = await this.decks.playable(caller.id, request);
    const outcome = await this.streams.run(
      challengeId,
      caller.id,
      () => ({
        type: 'IssueChallenge',
        challengeId,
        challenger,
        opponent,
        deck,
        settings,
        at: new Date().toISOString(),
      }),
      uuidFromName(`issue-challenge|${challengeId}`),
      idempotencyKey ? { fingerprint: idempotentCommand('challenge', caller.id, idempotencyKey, request).fingerprint, key: idempotencyKey } : undefined,
    );
    return { challenge: challengeView(outcome.challenge, caller), repeated: outcome.repeated };
  }
}
