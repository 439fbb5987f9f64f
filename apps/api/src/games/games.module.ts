import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { CreateGameHandler } from './commands/create-game';
import { SubmitGameCommandHandler } from './commands/submit-game-command';
import { GameAccess } from './game-access';
import { GameFollowers } from './game-followers';
import { GameNotifier } from './game-notifier';
import { GameStreams } from './game-streams';
import { GameViewCache } from './game-view-cache';
import { GamesController } from './games.controller';
import { FollowGameHandler } from './queries/follow-game';
import { GetCompactGameHandler } from './queries/get-compact-game';
import { GetGameHandler } from './queries/get-game';
import { CheckGameCommandHandler } from './queries/check-game-command';
import { GetGameEventsHandler } from './queries/get-game-events';
import { ListGamesHandler } from './queries/list-games';
import { VerifyGameHandler } from './queries/verify-game';
import { CallJudgeHandler } from './judges/call-judge';
import { GetGameDiffHandler, GetJudgeViewHandler, RevalidateGameHandler } from './judges/judge-queries';
import { MakeRulingHandler } from './judges/make-ruling';
import { PauseGameHandler } from './judges/pause-game';
import { TakeJudgeCallHandler } from './judges/take-judge-call';
import { FollowJudgeCallsHandler, JudgeCallsController, ListJudgeCallsHandler } from './judges/judge-calls';

/**
 * Play over HTTP (DESIGN.md › API): create, command, view, time travel, the log, live events. Writes
 * go through the command path on `game-<id>` streams (GameStreams); GameEndedEvent tells the rest
 * of the api when a game ends.
 */
@Module({
  imports: [CardsModule, TournamentsModule],
  controllers: [GamesController, JudgeCallsController],
  providers: [
    GameStreams,
    GameAccess,
    GameNotifier,
    GameFollowers,
    GameViewCache,
    CreateGameHandler,
    SubmitGameCommandHandler,
    GetGameHandler,
    CheckGameCommandHandler,
    GetCompactGameHandler,
    GetGameEventsHandler,
    VerifyGameHandler,
    ListGamesHandler,
    FollowGameHandler,
    // judges (issue 13)
    CallJudgeHandler,
    TakeJudgeCallHandler,
    PauseGameHandler,
    MakeRulingHandler,
    GetJudgeViewHandler,
    GetGameDiffHandler,
    RevalidateGameHandler,
    ListJudgeCallsHandler,
    FollowJudgeCallsHandler,
  ],
  exports: [GameStreams, GameAccess, GameNotifier],
})
export class GamesModule {}
