import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { GameEndedEvent } from '../games/game-events';
import { RecordLinkedGameResultCommand } from '../tournaments/commands/record-linked-game-result';
import { tournamentResultOf } from './tournament-result';

/** A game linked to a tournament round ended: its result is recorded at the round's table. */
@EventsHandler(GameEndedEvent)
export class ReportLinkedGameResult implements IEventHandler<GameEndedEvent> {
  private readonly logger = new Logger('LinkedGames');

  constructor(private readonly commands: CommandBus) {}

  async handle({ game }: GameEndedEvent): Promise<void> {
    if (!game.meta.tournament || !game.state.result) return;
    const seats = Object.fromEntries(game.meta.players.map((p) => [p.seat, p.accountId])) as { p1: string; p2: string };
    const { id, round } = game.meta.tournament;
    try {
      await this.commands.execute(
        new RecordLinkedGameResultCommand(id, round, game.gameId, tournamentResultOf(game.state.result, seats), { players: [seats.p1, seats.p2] }),
      );
    } catch (err) {
      // The game's own record is complete; the director can still record the result by hand.
      this.logger.error(`game ${game.gameId} ended but its result did not reach tournament ${id} round ${round}: ${(err as Error).message}`);
    }
  }
}
