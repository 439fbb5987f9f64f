import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChallengeView } from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { ChallengeStreams } from '../challenge-streams';
import { challengeView } from '../challenge-views';

/** The challenger withdraws a challenge nobody has accepted yet. */
export class WithdrawChallengeCommand extends Command<ChallengeView> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly challengeId: string,
  ) {
    super();
  }
}

@CommandHandler(WithdrawChallengeCommand)
export class WithdrawChallengeHandler implements ICommandHandler<WithdrawChallengeCommand> {
  constructor(private readonly streams: ChallengeStreams) {}

  async execute({ caller, challengeId }: WithdrawChallengeCommand): Promise<ChallengeView> {
    await this.streams.load(challengeId); // 404 for an unknown challenge
    const by = { accountId: caller.id, handle: caller.handle, name: caller.displayName };
    const outcome = await this.streams.run(challengeId, caller.id, () => ({ type: 'WithdrawChallenge', by, at: new Date().toISOString() }));
    return challengeView(outcome.challenge, caller);
  }
}
