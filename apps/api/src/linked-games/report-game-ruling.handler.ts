import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { GameRulingEvent } from '../games/game-events';
import { RecordGameRulingCommand } from '../tournaments/commands/record-game-ruling';

/**
 * Issue 13: a ruling in a tournament game's log goes to the tournament's history, its penalty to
 * the player's penalties (standings); the game and the ruling are the cause. A game loss's result
 * arrives as the game's result (ReportLinkedGameResult).
 */
@EventsHandler(GameRulingEvent)
export class ReportGameRuling implements IEventHandler<GameRulingEvent> {
  private readonly logger = new Logger('LinkedGames');

  constructor(private readonly commands: CommandBus) {}

  async handle({ game, ruling }: GameRulingEvent): Promise<void> {
    if (!game.meta.tournament) return;
    const seat = ruling.remedy.kind === 'penalty' ? game.meta.players.find((p) => p.seat === ruling.remedy.player) : undefined;
    try {
      await this.commands.execute(
        new RecordGameRulingCommand(
          game.meta.tournament.id,
          { kind: 'system', id: 'game-service' },
          {
            gameId: game.gameId,
            round: game.meta.tournament.round,
            players: [game.meta.players[0]!.accountId, game.meta.players[1]!.accountId],
            ruling: ruling.id,
            call: ruling.call,
            judge: ruling.judge,
            decision: ruling.decision,
            ruleApplied: ruling.ruleApplied,
            ...(seat && ruling.remedy.penalty ? { penalty: { playerId: seat.accountId, penalty: ruling.remedy.penalty } } : {}),
          },
          `game-ruling|${game.gameId}|${ruling.id}`,
        ),
      );
    } catch (err) {
      this.logger.error(`ruling ${ruling.id} of game ${game.gameId} did not reach tournament ${game.meta.tournament.id}: ${(err as Error).message}`);
    }
  }
}
