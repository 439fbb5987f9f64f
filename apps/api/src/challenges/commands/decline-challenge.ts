import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChallengeView } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { ChallengeStreams } from '../challenge-streams';
import { challengeView } from '../challenge-views';

/** The challenged player declines (an open seat is withdrawn by its challenger instead). */
export class DeclineChallengeCommand extends Command<ChallengeView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly challengeId: string,
    readonly reason?: string,
  ) {
    super();
  }
}

@CommandHandler(DeclineChallengeCommand)
export class DeclineChallengeHandler implements ICommandHandler<DeclineChallengeCommand> {
  constructor(private readonly streams: ChallengeStreams) {}

  async execute({ caller, challengeId, reason }: DeclineChallengeCommand): Promise<ChallengeView> {
    await this.streams.load(challengeId); // 404 for an unknown challenge
    const by = { accountId: caller.id, handle: caller.handle, name: caller.displayName };
    const outcome = await this.streams.run(challengeId, caller.id, () => ({ type: 'DeclineChallenge', by, ...(reason ? { reason } : {}), at: new Date().toISOString() }));
    return challengeView(outcome.challenge, caller);
  }
}
