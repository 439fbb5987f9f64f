import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { GameStartedEvent } from '../games/game-events';
import { BotPlayers } from './bot-players';

/** A new game with a computer opponent's account in a seat: the computer sits down (whichever way the game was made). */
@EventsHandler(GameStartedEvent)
export class SeatComputerPlayers implements IEventHandler<GameStartedEvent> {
  constructor(private readonly bots: BotPlayers) {}

  handle({ game }: GameStartedEvent): void {
    for (const p of game.meta.players) this.bots.seat(game.gameId, p.accountId);
  }
}
