import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { DecksModule } from '../decks/decks.module';
import { CreateTournamentHandler } from './commands/create-tournament';
import { RecordGameRulingHandler } from './commands/record-game-ruling';
import { RevalidateTournamentHandler } from './commands/revalidate-tournament';
import { GetRevalidationHandler } from './queries/get-revalidation';
import { RecordLinkedGameResultHandler } from './commands/record-linked-game-result';
import { RegisterPlayerHandler } from './commands/register-player';
import { AddJudgeHandler } from './commands/add-judge';
import { RunTournamentHandler } from './commands/run-tournament-command';
import { GetHistoryHandler } from './queries/get-history';
import { GetPairingsHandler } from './queries/get-pairings';
import { GetPlayersHandler } from './queries/get-players';
import { GetRatingsHandler } from './queries/get-ratings';
import { GetStandingsHandler } from './queries/get-standings';
import { GetTournamentHandler } from './queries/get-tournament';
import { ListTournamentsHandler } from './queries/list-tournaments';
import { RatingsController } from './ratings.controller';
import { RoundClock } from './round-clock';
import { TournamentDeckValidator } from './tournament-deck-validator';
import { TournamentPlayersController } from './tournament-players.controller';
import { TournamentRoundsController } from './tournament-rounds.controller';
import { TournamentStreams } from './tournament-streams';
import { TournamentsController } from './tournaments.controller';

/**
 * Tournaments over HTTP: commands for directors and players on the `tournament-<id>` streams
 * (libs/tournament decides, TournamentStreams runs them on the command path), standings/pairings as
 * JSON, CSV and printable HTML, history, ratings, and the round clock (`roundclock-<id>` streams),
 * which publishes RoundTimeExpiredEvent. Exports TournamentStreams for the games' access checks.
 */
@Module({
  // deck lists are checked with libs/cards against the api's card catalogue; saved decks register by id
  imports: [CardsModule, DecksModule],
  controllers: [TournamentsController, TournamentPlayersController, TournamentRoundsController, RatingsController],
  providers: [
    TournamentStreams,
    TournamentDeckValidator,
    RoundClock,
    RunTournamentHandler,
    CreateTournamentHandler,
    RegisterPlayerHandler,
    AddJudgeHandler,
    RecordLinkedGameResultHandler,
    RecordGameRulingHandler,
    RevalidateTournamentHandler,
    GetRevalidationHandler,
    GetTournamentHandler,
    GetPlayersHandler,
    GetPairingsHandler,
    GetStandingsHandler,
    GetHistoryHandler,
    ListTournamentsHandler,
    GetRatingsHandler,
  ],
  exports: [TournamentStreams, RoundClock],
})
export class TournamentsModule {}
