import { Module } from '@nestjs/common';
import { DecksModule } from '../decks/decks.module';
import { ChallengeDecks } from './challenge-decks';
import { ChallengeStreams } from './challenge-streams';
import { ChallengesController } from './challenges.controller';
import { AcceptChallengeHandler } from './commands/accept-challenge';
import { DeclineChallengeHandler } from './commands/decline-challenge';
import { IssueChallengeHandler } from './commands/issue-challenge';
import { WithdrawChallengeHandler } from './commands/withdraw-challenge';
import { GetChallengeHandler } from './queries/get-challenge';
import { ListChallengesHandler } from './queries/list-challenges';

/**
 * The lobby's challenges on `challenge-<id>` streams (the command path, decided by
 * challenge-rules.ts) and their read model (the challenges projector). An accepted challenge
 * becomes a game through the games module's CreateGameCommand on the command bus.
 */
@Module({
  imports: [DecksModule],
  controllers: [ChallengesController],
  providers: [
    ChallengeStreams,
    ChallengeDecks,
    IssueChallengeHandler,
    AcceptChallengeHandler,
    DeclineChallengeHandler,
    WithdrawChallengeHandler,
    GetChallengeHandler,
    ListChallengesHandler,
  ],
})
export class ChallengesModule {}
