import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import {
  LoggingRoundTimeExpiredHandler,
  ROUND_TIME_EXPIRED_HANDLER,
  RoundClock,
} from './round-clock';
import {
  CreateTournamentHandler,
  GetHistoryHandler,
  GetPairingsHandler,
  GetPlayersHandler,
  GetRatingsHandler,
  GetStandingsHandler,
  GetTournamentHandler,
  ListTournamentsHandler,
  RunTournamentHandler,
} from './tournament-queries';
import { RatingsController, TournamentsController } from './tournaments.controller';
import { TournamentsService } from './tournaments.service';

/**
 * Tournaments over HTTP (issue 7 › API and exports): commands for directors and players on the
 * `tournament-<id>` streams (libs/tournament decides), standings/pairings as JSON, CSV and printable
 * HTML, history, ratings, and the round clock. Exports TournamentsService (reportLinkedGameResult)
 * and RoundClock for the game service; it replaces ROUND_TIME_EXPIRED_HANDLER to call time in
 * linked games.
 */
@Module({
  // deck lists are checked with libs/cards against the api's card catalogue
  imports: [CardsModule],
  controllers: [TournamentsController, RatingsController],
  providers: [
    TournamentsService,
    RoundClock,
    { provide: ROUND_TIME_EXPIRED_HANDLER, useClass: LoggingRoundTimeExpiredHandler },
    RunTournamentHandler,
    CreateTournamentHandler,
    GetTournamentHandler,
    GetPlayersHandler,
    GetPairingsHandler,
    GetStandingsHandler,
    GetHistoryHandler,
    ListTournamentsHandler,
    GetRatingsHandler,
  ],
  exports: [TournamentsService, RoundClock, ROUND_TIME_EXPIRED_HANDLER],
})
export class TournamentsModule {}
