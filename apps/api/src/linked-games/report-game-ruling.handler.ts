import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { GameRulingEvent, JudgeCalledEvent } from '../games/game-events';
import { RunTournamentCommand } from '../tournaments/commands/run-tournament-command';
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
    const seat =
      ruling.remedy.kind === 'penalty'
        ? game.meta.players.find((p) => p.seat === ruling.remedy.player)
        : undefined;
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
            ...(seat && ruling.remedy.penalty
              ? { penalty: { playerId: seat.accountId, penalty: ruling.remedy.penalty } }
              : {}),
          },
          `game-ruling|${game.gameId}|${ruling.id}`,
        ),
      );
    } catch (err) {
      this.logger.error(
        `ruling ${ruling.id} of game ${game.gameId} did not reach tournament ${game.meta.tournament.id}: ${(err as Error).message}`,
      );
    }
  }
}

/** Issue 13: a judge call in a tournament game is noted in the tournament's history (the flag the directors see there). */
@EventsHandler(JudgeCalledEvent)
export class ReportJudgeCall implements IEventHandler<JudgeCalledEvent> {
  private readonly logger = new Logger('LinkedGames');

  constructor(private readonly commands: CommandBus) {}

  async handle({ game, call }: JudgeCalledEvent): Promise<void> {
    if (!game.meta.tournament) return;
    const caller = game.meta.players.find((p) => p.seat === call.by);
    try {
      await this.commands.execute(
        new RunTournamentCommand({
          tournamentId: game.meta.tournament.id,
          caller: { kind: 'system', id: 'game-service' },
          body: {
            type: 'NoteJudgeCall',
            gameId: game.gameId,
            call: call.call,
            calledBy: caller?.accountId ?? call.by,
            text: call.text,
            revision: call.revision,
            round: game.meta.tournament.round,
          },
          idempotencyKey: `judge-call|${game.gameId}|${call.call}`,
          correlationId: game.gameId,
        }),
      );
    } catch (err) {
      this.logger.error(
        `judge call ${call.call} of game ${game.gameId} was not noted in tournament ${game.meta.tournament.id}: ${(err as Error).message}`,
      );
    }
  }
}
