import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query as QueryString,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiBody,
  ApiHeader,
  ApiOperation,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CorrectResultRequest,
  CreateTournamentRequest,
  DropPlayerRequest,
  EmptyRequest,
  ExportQuery,
  GrantEarnedByeRequest,
  PairingsQuery,
  RatingsQuery,
  ReasonRequest,
  RecordResultRequest,
  RegisterPlayerRequest,
  RejectResultRequest,
  ReportResultRequest,
  SetPairingsRequest,
  SwapPlayersRequest,
  TournamentCommandResponse,
  TournamentConflictResponse,
  TournamentIdParams,
  TournamentListQuery,
  TournamentPlayerParams,
  TournamentRoundParams,
  TournamentRuleViolationResponse,
  TournamentTableParams,
  UpdateDeckListRequest,
  jsonSchemaOf,
} from '@captains-log/contracts';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { pairingsCsv, standingsCsv, type GameResult } from '@captains-log/tournament';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller, Public, Roles } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { fileSlug, pairingsHtml, standingsHtml } from './printable';
import {
  CreateTournamentCommand,
  GetHistoryQuery,
  GetPairingsQuery,
  GetPlayersQuery,
  GetRatingsQuery,
  GetStandingsQuery,
  GetTournamentQuery,
  ListTournamentsQuery,
  RunTournamentCommand,
  type PairingsResult,
  type StandingsResult,
} from './tournament-queries';
import type {
  CommandOutcome,
  CommandResult,
  TournamentCaller,
  TournamentCommandBody,
} from './tournaments.service';

interface CommandHeaders {
  idempotencyKey?: string;
  expectedRevision?: number | null;
  correlationId?: string;
}

/** Idempotency-Key (1-200 visible characters) and If-Match (a revision: 5, "5" or W/"5"; "none" before the first event). */
function commandHeaders(headers: Record<string, string | undefined>): CommandHeaders {
  const out: CommandHeaders = {};
  const key = headers['idempotency-key'];
  if (key !== undefined) {
    if (!/^[\x21-\x7e]{1,200}$/.test(key))
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'headers.idempotency-key: use 1-200 visible ASCII characters',
        problems: [
          { field: 'headers.idempotency-key', message: 'use 1-200 visible ASCII characters' },
        ],
      });
    out.idempotencyKey = key;
  }
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    const m = /^(?:W\/)?"?(\d{1,9}|none)"?$/.exec(ifMatch.trim());
    if (!m)
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'headers.if-match: send the revision you read, e.g. "12"',
        problems: [{ field: 'headers.if-match', message: 'send the revision you read, e.g. "12"' }],
      });
    out.expectedRevision = m[1] === 'none' ? null : Number(m[1]);
  }
  const requestId = headers['x-request-id'];
  if (requestId && requestId.length <= 200) out.correlationId = requestId;
  return out;
}

const callerOf = (account: AuthenticatedAccount): TournamentCaller => ({
  kind: 'account',
  id: account.id,
  role: account.role,
});

const COMMAND_HEADERS = [
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'a repeat with the same key answers the original result (Idempotent-Replayed: true)',
  }),
  ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'the revision you read; 409 with currentRevision when the tournament moved on',
  }),
];
const COMMAND_RESPONSES = [
  ApiResponse({ status: 200, schema: jsonSchemaOf(TournamentCommandResponse) }),
  ApiResponse({
    status: 409,
    description: 'stale If-Match revision (or a concurrent writer twice)',
    schema: jsonSchemaOf(TournamentConflictResponse),
  }),
  ApiResponse({
    status: 422,
    description: 'the tournament rules refuse it (code, rule)',
    schema: jsonSchemaOf(TournamentRuleViolationResponse),
  }),
  ApiResponse({
    status: 403,
    description: 'acting for someone else, or not a director of this tournament',
  }),
];
function CommandDocs(summary: string, body?: Parameters<typeof jsonSchemaOf>[0]): MethodDecorator {
  const decorators = [
    ApiOperation({ summary }),
    ApiBearerAuth(),
    ...COMMAND_HEADERS,
    ...COMMAND_RESPONSES,
    ...(body ? [ApiBody({ schema: jsonSchemaOf(body) })] : []),
  ];
  return (target, key, descriptor) => {
    for (const d of decorators) d(target, key, descriptor);
  };
}

function sendExport(
  res: Response,
  format: 'csv' | 'html',
  filename: string,
  content: string,
): string {
  res.setHeader(
    'Content-Type',
    format === 'csv' ? 'text/csv; charset=utf-8' : 'text/html; charset=utf-8',
  );
  if (format === 'csv') res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  else
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
    );
  return content;
}

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
  ) {}

  private async send(res: Response, outcome: Promise<CommandOutcome>): Promise<CommandResult> {
    const { result, replayed } = await outcome;
    res.setHeader('ETag', `"${result.revision}"`);
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    return result;
  }

  private run(
    res: Response,
    id: string,
    caller: AuthenticatedAccount,
    headers: Record<string, string | undefined>,
    body: TournamentCommandBody,
  ) {
    return this.send(
      res,
      this.commands.execute(
        new RunTournamentCommand({
          tournamentId: id,
          caller: callerOf(caller),
          body,
          ...commandHeaders(headers),
        }),
      ),
    );
  }

  // ---- commands --------------------------------------------------------------------------------

  @Post()
  @Roles('director')
  @CommandDocs('Create a tournament (directors); the creator directs it', CreateTournamentRequest)
  create(
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const request = validate(CreateTournamentRequest, body, 'body');
    const { expectedRevision: _ignored, ...rest } = commandHeaders(headers);
    return this.send(
      res,
      this.commands.execute(
        new CreateTournamentCommand({
          caller: callerOf(caller),
          body: { type: 'CreateTournament', ...request },
          ...rest,
        }),
      ),
    );
  }

  @Post(':id/players')
  @HttpCode(200)
  @CommandDocs(
    'Register with a deck list: a player registers themself; a director may register anyone (by playerId or handle), and after the start only a director registers (late entry)',
    RegisterPlayerRequest,
  )
  async register(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const request = validate(RegisterPlayerRequest, body, 'body');
    let playerId = caller.id;
    let name = caller.displayName;
    if (request.playerId !== undefined || request.handle !== undefined) {
      const account = await this.readModels.prisma.account.findFirst({
        where:
          request.playerId !== undefined ? { id: request.playerId } : { handle: request.handle },
      });
      if (!account)
        throw new NotFoundException(
          `no account ${request.playerId !== undefined ? `with id ${JSON.stringify(request.playerId)}` : `with handle ${JSON.stringify(request.handle)}`}`,
        );
      playerId = account.id;
      name = account.displayName;
    }
    return this.run(res, id, caller, headers, {
      type: 'RegisterPlayer',
      playerId,
      name: request.name ?? name,
      deckList: request.deckList,
    });
  }

  @Put(':id/players/:playerId/deck')
  @HttpCode(200)
  @CommandDocs(
    'Replace a deck list before the start (the player or a director)',
    UpdateDeckListRequest,
  )
  updateDeck(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    const { deckList } = validate(UpdateDeckListRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'UpdateDeckList', playerId, deckList });
  }

  @Delete(':id/players/:playerId')
  @HttpCode(200)
  @CommandDocs('Withdraw a registration before the start (the player or a director)')
  withdraw(
    @Param() params: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    return this.run(res, id, caller, headers, { type: 'WithdrawRegistration', playerId });
  }

  @Post(':id/players/:playerId/drop')
  @HttpCode(200)
  @CommandDocs(
    'Drop (the player themself or a director): never paired again, results kept',
    DropPlayerRequest,
  )
  drop(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    const { reason } = validate(DropPlayerRequest, body, 'body');
    return this.run(res, id, caller, headers, {
      type: 'DropPlayer',
      playerId,
      ...(reason ? { reason } : {}),
    });
  }

  @Post(':id/players/:playerId/reinstate')
  @HttpCode(200)
  @CommandDocs('Re-entry of a dropped player (a director, with a reason)', ReasonRequest)
  reinstate(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, playerId } = validate(TournamentPlayerParams, params, 'params');
    const { reason } = validate(ReasonRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'ReinstatePlayer', playerId, reason });
  }

  @Post(':id/earned-byes')
  @HttpCode(200)
  @CommandDocs(
    'Grant an earned bye for a future Swiss round (a director, with a reason)',
    GrantEarnedByeRequest,
  )
  earnedBye(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const request = validate(GrantEarnedByeRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'GrantEarnedBye', ...request });
  }

  @Post(':id/start')
  @HttpCode(200)
  @CommandDocs(
    'Close registration and start (a director): deck lists lock, the Swiss round count is fixed',
  )
  start(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'StartTournament' });
  }

  @Post(':id/rounds')
  @HttpCode(200)
  @CommandDocs('Pair the next round (a director): Swiss, or the next bracket round in the top cut')
  pair(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'PairRound' });
  }

  @Post(':id/rounds/:round/repair')
  @HttpCode(200)
  @CommandDocs('Re-pair a round that has not started (a director, with a reason)', ReasonRequest)
  repair(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const { reason } = validate(ReasonRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'RepairRound', round, reason });
  }

  @Post(':id/rounds/:round/swap')
  @HttpCode(200)
  @CommandDocs(
    'Swap two players of a round that has not started (a director, with a reason)',
    SwapPlayersRequest,
  )
  swap(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const request = validate(SwapPlayersRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'SwapPlayers', round, ...request });
  }

  @Put(':id/rounds/:round/pairings')
  @HttpCode(200)
  @CommandDocs('Set a round’s pairings by hand (a director, with a reason)', SetPairingsRequest)
  setPairings(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const request = validate(SetPairingsRequest, body, 'body');
    return this.run(res, id, caller, headers, {
      type: 'SetPairings',
      round,
      pairings: request.pairings,
      byes: request.byes,
      reason: request.reason,
    });
  }

  @Post(':id/rounds/:round/start')
  @HttpCode(200)
  @CommandDocs('Start a round (a director): its clock runs out after the round time limit')
  startRound(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'StartRound', round });
  }

  @Post(':id/rounds/:round/tables/:table/result')
  @HttpCode(200)
  @CommandDocs('Record a table’s result (a director)', RecordResultRequest)
  record(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const request = validate(RecordResultRequest, body, 'body');
    return this.run(res, id, caller, headers, {
      type: 'RecordResult',
      round,
      table,
      result: request.result as GameResult,
      ...(request.gameId ? { gameId: request.gameId } : {}),
    });
  }

  @Post(':id/rounds/:round/tables/:table/report')
  @HttpCode(200)
  @CommandDocs(
    'Report a paper game’s result (a player at the table); the opponent confirms or rejects it',
    ReportResultRequest,
  )
  report(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const { result } = validate(ReportResultRequest, body, 'body');
    return this.run(res, id, caller, headers, {
      type: 'ReportResult',
      round,
      table,
      result: result as GameResult,
    });
  }

  @Post(':id/rounds/:round/tables/:table/confirm')
  @HttpCode(200)
  @CommandDocs(
    'Confirm the opponent’s report (the other player at the table): it becomes the result',
  )
  confirm(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'ConfirmResult', round, table });
  }

  @Post(':id/rounds/:round/tables/:table/reject')
  @HttpCode(200)
  @CommandDocs('Reject the opponent’s report (the other player at the table)', RejectResultRequest)
  reject(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const { reason } = validate(RejectResultRequest, body, 'body');
    return this.run(res, id, caller, headers, {
      type: 'RejectResult',
      round,
      table,
      ...(reason ? { reason } : {}),
    });
  }

  @Post(':id/rounds/:round/tables/:table/correction')
  @HttpCode(200)
  @CommandDocs(
    'Correct a recorded result (a director, with a reason); standings recompute, the history keeps it',
    CorrectResultRequest,
  )
  correct(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const request = validate(CorrectResultRequest, body, 'body');
    return this.run(res, id, caller, headers, {
      type: 'CorrectResult',
      round,
      table,
      result: request.result as GameResult,
      reason: request.reason,
    });
  }

  @Post(':id/top-cut')
  @HttpCode(200)
  @CommandDocs('Start the top cut (a director): single elimination seeded from the standings')
  topCut(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'StartTopCut' });
  }

  @Post(':id/finalize')
  @HttpCode(200)
  @CommandDocs('Finalise (a director): final standings; ratings include the event from now on')
  finalize(
    @Param() params: unknown,
    @Body() body: unknown,
    @Caller() caller: AuthenticatedAccount,
    @Headers() headers: Record<string, string | undefined>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(res, id, caller, headers, { type: 'FinalizeTournament' });
  }

  // ---- queries ---------------------------------------------------------------------------------

  @Public()
  @Get()
  @ApiOperation({ summary: 'List tournaments (newest first; ?status=&format=)' })
  list(@QueryString() query: unknown) {
    return this.queries.execute(
      new ListTournamentsQuery(validate(TournamentListQuery, query, 'query')),
    );
  }

  @Public()
  @Get(':id')
  @ApiOperation({
    summary:
      'Summary: configuration (the seed once finalised), status, revision, rounds with their clocks',
  })
  async summary(@Param() params: unknown, @Res({ passthrough: true }) res: Response) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const view = await this.queries.execute(new GetTournamentQuery(id));
    if (view.revision !== null) res.setHeader('ETag', `"${view.revision}"`);
    return view;
  }

  @Public()
  @Get(':id/players')
  @ApiOperation({
    summary: 'Players; deck lists only for the tournament’s directors and the player themself',
  })
  players(@Param() params: unknown, @Caller() caller?: AuthenticatedAccount) {
    const { id } = validate(TournamentIdParams, params, 'params');
    return this.queries.execute(
      new GetPlayersQuery(id, caller ? { id: caller.id, role: caller.role } : undefined),
    );
  }

  @Public()
  @Get(':id/pairings')
  @ApiOperation({
    summary:
      'Pairings of a round (default: the latest) as JSON, CSV (?format=csv) or a printable page (?format=html)',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'html'] })
  @ApiQuery({ name: 'round', required: false, type: Number })
  async pairings(
    @Param() params: unknown,
    @QueryString() query: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const { format, round } = validate(PairingsQuery, query, 'query');
    return this.renderPairings(
      res,
      format,
      await this.queries.execute(new GetPairingsQuery(id, round)),
    );
  }

  @Public()
  @Get(':id/rounds/:round/pairings')
  @ApiOperation({
    summary: 'Pairings of one round as JSON, CSV (?format=csv) or a printable page (?format=html)',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'html'] })
  async roundPairings(
    @Param() params: unknown,
    @QueryString() query: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const { format } = validate(ExportQuery, query, 'query');
    return this.renderPairings(
      res,
      format,
      await this.queries.execute(new GetPairingsQuery(id, round)),
    );
  }

  private renderPairings(res: Response, format: 'json' | 'csv' | 'html', result: PairingsResult) {
    const filename = `${fileSlug(result.config.name)}-round-${result.round}-pairings`;
    if (format === 'csv')
      return sendExport(res, 'csv', `${filename}.csv`, pairingsCsv(result.pairings));
    if (format === 'html')
      return sendExport(
        res,
        'html',
        `${filename}.html`,
        pairingsHtml(
          result.config,
          result.round,
          result.pairings,
          result.endsAt,
          new Date().toISOString(),
        ),
      );
    const { config: _config, ...rest } = result;
    return rest;
  }

  @Public()
  @Get(':id/standings')
  @ApiOperation({
    summary:
      'Standings with every tiebreak (points, differential, strength of schedule, head-to-head, seeded random) as JSON, CSV or a printable page',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'html'] })
  async standings(
    @Param() params: unknown,
    @QueryString() query: unknown,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const { format } = validate(ExportQuery, query, 'query');
    const result: StandingsResult = await this.queries.execute(new GetStandingsQuery(id));
    const filename = `${fileSlug(result.config.name)}-standings`;
    if (format === 'csv')
      return sendExport(res, 'csv', `${filename}.csv`, standingsCsv(result.standings));
    if (format === 'html')
      return sendExport(
        res,
        'html',
        `${filename}.html`,
        standingsHtml(result.config, result.standings, result.revision, new Date().toISOString()),
      );
    const { config: _config, ...rest } = result;
    return rest;
  }

  @Public()
  @Get(':id/history')
  @ApiOperation({
    summary:
      'Every fact in order, with who and why (corrections, re-pairs, swaps, drops), and the round clock',
  })
  history(@Param() params: unknown) {
    const { id } = validate(TournamentIdParams, params, 'params');
    return this.queries.execute(new GetHistoryQuery(id));
  }
}

@ApiTags('tournaments')
@Controller('ratings')
export class RatingsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: 'Elo per player and format from every finalised tournament (?format=1E Open)',
  })
  ratings(@QueryString() query: unknown) {
    const { format } = validate(RatingsQuery, query, 'query');
    return this.queries.execute(new GetRatingsQuery(format));
  }
}
