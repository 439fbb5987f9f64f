import { NotFoundException } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GameResult, PlayerId } from '@captains-log/tournament';
import { TournamentStreams, type CommandOutcome } from '../tournament-streams';

/**
 * A linked game ended: record its result at the round's table that seats the game's players (found
 * from the result, or from `players` when the result does not name them, e.g. a tie without scores).
 * Repeats for the same game are answered with the original.
 */
export class RecordLinkedGameResultCommand extends Command<CommandOutcome> {
  constructor(
    readonly tournamentId: string,
    readonly round: number,
    readonly gameId: string,
    readonly result: GameResult,
    readonly options: { players?: [PlayerId, PlayerId]; table?: number } = {},
  ) {
    super();
  }
}

@CommandHandler(RecordLinkedGameResultCommand)
export class RecordLinkedGameResultHandler implements ICommandHandler<RecordLinkedGameResultCommand, CommandOutcome> {
  constructor(private readonly tournaments: TournamentStreams) {}

  async execute({ tournamentId, round, gameId, result, options }: RecordLinkedGameResultCommand): Promise<CommandOutcome> {
    const { state } = await this.tournaments.loadExisting(tournamentId);
    const roundState = state.rounds.find((r) => r.round === round);
    if (!roundState) throw new NotFoundException(`tournament ${tournamentId} has no round ${round}`);
    const named = options.players ?? playersNamedIn(result);
    const table =
      options.table ??
      roundState.tables.find((t) => t.gameId === gameId)?.table ??
      roundState.tables.find((t) => named.length > 0 && named.every((id) => id === t.a || id === t.b))?.table;
    if (table === undefined) throw new NotFoundException(`no table of round ${round} seats the players of game ${gameId}`);
    return this.tournaments.run({
      tournamentId,
      caller: { kind: 'system', id: 'game-service' },
      body: { type: 'RecordResult', round, table, result, gameId },
      idempotencyKey: `linked-game|${gameId}|${round}`,
      correlationId: gameId,
    });
  }
}

function playersNamedIn(result: GameResult): PlayerId[] {
  switch (result.kind) {
    case 'full-win':
    case 'modified-win':
    case 'decks-exhausted':
      return Object.keys(result.scores);
    case 'tie':
      return result.scores ? Object.keys(result.scores) : [];
    case 'concession':
      return [result.conceded];
    case 'no-show':
      return result.absent;
    case 'game-loss':
    case 'disqualification':
      return [result.loser];
  }
}
