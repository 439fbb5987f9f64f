import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { TournamentsModule } from '../tournaments/tournaments.module';
import { CallTimeForRoundHandler } from './call-time-for-round';
import { CallTimeInLinkedGames } from './call-time-in-linked-games.handler';
import { CreateTableGameHandler } from './commands/create-table-game';
import { GetMyTableHandler } from './queries/get-my-table';
import { ReportLinkedGameResult } from './report-linked-game-result.handler';
import { ReportGameRuling, ReportJudgeCall } from './report-game-ruling.handler';
import { TableGames } from './table-games';
import { TournamentTablesController } from './tournament-tables.controller';

/**
 * Games linked to a tournament round, between the two modules (neither imports this one): the round
 * clock's RoundTimeExpiredEvent calls time in the round's running games, and a linked game's
 * GameEndedEvent records its result in the tournament. A table's game is started here
 * (POST /tournaments/:id/rounds/:round/tables/:table/game), and a player finds their table
 * (GET /tournaments/:id/me).
 */
@Module({
  imports: [GamesModule, TournamentsModule],
  controllers: [TournamentTablesController],
  providers: [CallTimeForRoundHandler, CallTimeInLinkedGames, ReportLinkedGameResult, ReportGameRuling, ReportJudgeCall, TableGames, CreateTableGameHandler, GetMyTableHandler],
})
export class LinkedGamesModule {}
