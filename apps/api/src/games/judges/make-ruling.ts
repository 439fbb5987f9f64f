import { HttpException, HttpStatus } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { RulingRequest } from '@captains-log/contracts';
import { RULES, type Command as EngineCommand, type Remedy } from '@captains-log/engine';
import type { JsonObject } from '@captains-log/event-store';
import type { GameResult as TournamentResult } from '@captains-log/tournament';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { RecordGameRulingCommand } from '../../tournaments/commands/record-game-ruling';
import { GameAccess } from '../game-access';
import { GameStreams } from '../game-streams';
import type { CommandResult } from '../game-views';
import { runJudgeCommand } from './judge-path';
import { callerOf } from '../../tournaments/tournament-http';

export class MakeRulingCommand extends Command<CommandResult | SealedRulingResult> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly gameId: string,
    readonly request: RulingRequest,
  ) {
    super();
  }
}

/** A ruling about a sealed game, recorded in its tournament. */
export interface SealedRulingResult {
  gameId: string;
  sealed: true;
  tournamentId: string;
  tournamentRevision: number;
  events: unknown[];
}

const unprocessable = (code: string, message: string, rule: string) =>
  new HttpException(
    { statusCode: 422, error: 'Unprocessable Entity', code, rule, message },
    HttpStatus.UNPROCESSABLE_ENTITY,
  );

/**
 * A judge's ruling in the game's log (RulingMade and its remedy's facts). A rewind commits to fresh
 * randomness from a cryptographic source, like the game's seed (DESIGN.md › Randomness): the seed
 * travels in the engine command and the GameRewound's secret, never in the recorded command.
 * Once a game is sealed its log is closed: a ruling about a tournament game goes to the tournament
 * (RecordRuling: a penalty, or a result correction), with the game as its cause; a casual game's
 * sealed log takes no ruling (422 GAME_SEALED).
 */
@CommandHandler(MakeRulingCommand)
export class MakeRulingHandler implements ICommandHandler<MakeRulingCommand> {
  constructor(
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    private readonly commands: CommandBus,
  ) {}

  async execute({
    caller,
    gameId,
    request,
  }: MakeRulingCommand): Promise<CommandResult | SealedRulingResult> {
    const game = await this.streams.load(gameId);
    if (game.state.judge.sealed) return this.toTournament(caller, gameId, request);
    if (request.remedy.kind === 'result')
      throw unprocessable(
        'GAME_NOT_SEALED',
        'a result is corrected in the tournament once the game has ended; rule a penalty or a rewind in a running game',
        RULES.sealing,
      );
    const asked = request.remedy;
    const remedy: Remedy =
      asked.kind === 'rewind'
        ? { kind: 'rewind', to: asked.to, seed: randomBytes(32).toString('hex') }
        : asked;
    return runJudgeCommand(this.streams, this.access, {
      caller,
      gameId,
      idempotencyKey: request.idempotencyKey,
      who: 'judge',
      command: () => ({
        type: 'MakeRuling',
        actor: 'director',
        judge: caller.handle,
        decision: request.decision,
        rule: request.rule,
        remedy,
        ...(request.call ? { call: request.call } : {}),
      }),
      recorded: (command) =>
        ({
          ...(command as Extract<EngineCommand, { type: 'MakeRuling' }>),
          remedy: request.remedy,
        }) as unknown as JsonObject,
    });
  }

  private async toTournament(
    caller: AuthenticatedAccount,
    gameId: string,
    request: RulingRequest,
  ): Promise<SealedRulingResult> {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    if (role.kind !== 'director')
      throw unprocessable(
        'GAME_SEALED',
        'the game is sealed: only its judges rule about it, in the tournament',
        RULES.sealing,
      );
    if (!game.meta.tournament)
      throw unprocessable(
        'GAME_SEALED',
        'the game is sealed: its log is closed and it belongs to no tournament',
        RULES.sealing,
      );
    const remedy = request.remedy;
    if (remedy.kind !== 'none' && remedy.kind !== 'penalty' && remedy.kind !== 'result')
      throw unprocessable(
        'GAME_SEALED',
        `the game is sealed: a ${remedy.kind} cannot change its log; rule a penalty or a result correction (in the tournament)`,
        RULES.sealing,
      );
    const seat =
      remedy.kind === 'penalty'
        ? game.meta.players.find((p) => p.seat === remedy.player)
        : undefined;
    const outcome = await this.commands.execute(
      new RecordGameRulingCommand(
        game.meta.tournament.id,
        callerOf(caller),
        {
          gameId,
          round: game.meta.tournament.round,
          players: [game.meta.players[0]!.accountId, game.meta.players[1]!.accountId],
          ruling: null,
          call: request.call ?? null,
          judge: caller.handle,
          decision: request.decision,
          ruleApplied: request.rule,
          ...(seat && remedy.kind === 'penalty'
            ? { penalty: { playerId: seat.accountId, penalty: remedy.penalty } }
            : {}),
          ...(remedy.kind === 'result' ? { result: remedy.result as TournamentResult } : {}),
        },
        request.idempotencyKey ?? randomUUID(),
      ),
    );
    return {
      gameId,
      sealed: true,
      tournamentId: game.meta.tournament.id,
      tournamentRevision: outcome.result.revision,
      events: outcome.result.events,
    };
  }
}
