import { Module } from '@nestjs/common';
import { DecksModule } from '../decks/decks.module';
import { GamesModule } from '../games/games.module';
import { BotAccounts } from './bot-accounts';
import { BotPlayers } from './bot-players';
import { StartComputerGameHandler } from './commands/start-computer-game';
import { ComputerGamesController } from './computer-games.controller';
import { SeatComputerPlayers } from './computer-seats.handler';
import { ListComputerOpponentsHandler } from './queries/list-computer-opponents';

/** Computer opponents (libs/bot) in seats of their own, playing through the command path as their accounts. */
@Module({
  imports: [GamesModule, DecksModule],
  controllers: [ComputerGamesController],
  providers: [BotAccounts, BotPlayers, SeatComputerPlayers, StartComputerGameHandler, ListComputerOpponentsHandler],
  exports: [BotAccounts, BotPlayers],
})
export class BotsModule {}
