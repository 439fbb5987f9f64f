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
import { GetGameEventsHandler } from './queries/get-game-events';
import { ListGamesHandler } from './queries/list-games';
import { VerifyGameHandler } from './queries/verify-game';

/**
 * Play over HTTP (DESIGN.md › API): create, command, view, time travel, the log, live events. Writes
 * go through the command path on `game-<id>` streams (GameStreams); GameEndedEvent tells the rest
 * of the api when a game ends.
 */
@Module({
  imports: [CardsModule, TournamentsModule],
  controllers: [GamesController],
  providers: [
    GameStreams,
    GameAccess,
    GameNotifier,
    GameFollowers,
    GameViewCache,
    CreateGameHandler,
    SubmitGameCommandHandler,
    GetGameHandler,
    GetCompactGameHandler,
    GetGameEventsHandler,
    VerifyGameHandler,
    ListGamesHandler,
    FollowGameHandler,
  ],
  exports: [GameStreams, GameAccess, GameNotifier],
})
export class GamesModule {}
