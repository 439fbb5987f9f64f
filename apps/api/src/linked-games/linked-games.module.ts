import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { CallTimeForRoundHandler } from './call-time-for-round';
import { CallTimeInLinkedGames } from './call-time-in-linked-games.handler';
import { ReportLinkedGameResult } from './report-linked-game-result.handler';

/**
 * Games linked to a tournament round, between the two modules (neither imports this one): the round
 * clock's RoundTimeExpiredEvent calls time in the round's running games, and a linked game's
 * GameEndedEvent records its result in the tournament.
 */
@Module({
  imports: [GamesModule, TournamentsModule],
  providers: [CallTimeForRoundHandler, CallTimeInLinkedGames, ReportLinkedGameResult],
})
export class LinkedGamesModule {}
