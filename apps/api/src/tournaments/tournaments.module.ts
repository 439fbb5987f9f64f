import { Module } from '@nestjs/common';
import { CardCatalogueService } from '../cards/card-catalogue.service';
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
  controllers: [TournamentsController, RatingsController],
  providers: [
    // libs/cards' checker needs the catalogue; this module keeps its own cached copy of it.
    CardCatalogueService,
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
