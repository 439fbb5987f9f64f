import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { CallTimeInLinkedGames } from '../linked-games/call-time-in-linked-games.handler';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { GameAccess } from './game-access';
import { GameListService } from './game-list.service';
import { GameNotifier } from './game-notifier';
import { GameStreams } from './game-stream';
import { GamesController } from './games.controller';
import { GamesService } from './games.service';

/** Play over HTTP: create, command, view, time travel, the log, live events (DESIGN.md › API). */
@Module({
  imports: [CardsModule, TournamentsModule],
  controllers: [GamesController],
  providers: [GamesService, GameStreams, GameAccess, GameNotifier, GameListService, CallTimeInLinkedGames],
  exports: [GamesService, GameStreams, GameAccess],
})
export class GamesModule {}
