import { Body, Controller, Get, HttpCode, Param, Post, Query as QueryString, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CreateTournamentRequest,
  EmptyRequest,
  ExportQuery,
  GrantEarnedByeRequest,
  AddJudgeRequest,
  TournamentIdParams,
  TournamentJudgeParams,
  TournamentListQuery,
} from '@captains-log/contracts';
import { standingsCsv } from '@captains-log/tournament';
import { Public, Roles } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { CreateTournamentCommand } from './commands/create-tournament';
import { RevalidateTournamentCommand } from './commands/revalidate-tournament';
import { AddJudgeCommand } from './commands/add-judge';
import { GetRevalidationQuery } from './queries/get-revalidation';
import { Caller } from '../auth/auth.decorators';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { fileSlug, standingsHtml } from './printable';
import { GetHistoryQuery } from './queries/get-history';
import { GetStandingsQuery, type StandingsResult } from './queries/get-standings';
import { GetTournamentQuery } from './queries/get-tournament';
import { ListTournamentsQuery } from './queries/list-tournaments';
import { callerOf, commandEnvelope, commandHeaders, runTournamentCommand, Sender, sendExport, TournamentCommand, type TournamentRequest } from './tournament-http';
import type { RunCommand } from './tournament-streams';

/**
 * Tournaments as a whole: create, earned byes, start, top cut, finalise; the list, the summary,
 * standings (JSON, CSV, printable) and the history. Players and rounds have controllers of their own.
 */
@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Roles('director')
  @TournamentCommand('Create a tournament (directors); the creator directs it', CreateTournamentRequest, { created: true })
  create(@Body() body: unknown, @Sender() sender: TournamentRequest) {
    const request = validate(CreateTournamentRequest, body, 'body');
    const { expectedRevision: _ignored, ...headers } = commandHeaders(sender.headers);
    return this.commands.execute(
      new CreateTournamentCommand({ caller: callerOf(sender.account), body: { type: 'CreateTournament', ...request }, ...headers }),
    );
  }

  @Post(':id/earned-byes')
  @TournamentCommand('Grant an earned bye for a future Swiss round (a director, with a reason)', GrantEarnedByeRequest)
  earnedBye(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const request = validate(GrantEarnedByeRequest, body, 'body');
    return this.run(sender, id, { type: 'GrantEarnedBye', ...request });
  }

  @Post(':id/judges')
  @TournamentCommand('Add an account as a judge of the tournament’s games, by accountId or handle (a director or an admin)', AddJudgeRequest)
  addJudge(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const request = validate(AddJudgeRequest, body, 'body');
    return this.commands.execute(new AddJudgeCommand(commandEnvelope(sender, id), request));
  }

  @Post(':id/judges/:accountId/remove')
  @TournamentCommand('Remove an added judge: the account no longer judges the tournament’s games (a director or an admin)')
  removeJudge(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, accountId } = validate(TournamentJudgeParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'RemoveJudge', accountId });
  }

  @Post(':id/revalidation')
  @HttpCode(202)
  @ApiOperation({ summary: "Re-validate every game of the tournament against today's rules (a background job; judges)" })
  revalidate(@Caller() caller: AuthenticatedAccount, @Param() params: unknown) {
    const { id } = validate(TournamentIdParams, params, 'params');
    return this.commands.execute(new RevalidateTournamentCommand(caller, id));
  }

  @Get(':id/revalidation/:jobId')
  @ApiOperation({ summary: 'A re-validation job: state, progress { done, total, diverged }, report' })
  revalidation(@Caller() caller: AuthenticatedAccount, @Param() params: Record<string, string>) {
    const { id } = validate(TournamentIdParams, { id: params['id'] }, 'params');
    return this.queries.execute(new GetRevalidationQuery(caller, id, String(params['jobId'])));
  }

  @Post(':id/start')
  @TournamentCommand('Close registration and start (a director): deck lists lock, the Swiss round count is fixed')
  start(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'StartTournament' });
  }

  @Post(':id/top-cut')
  @TournamentCommand('Start the top cut (a director): single elimination seeded from the standings')
  topCut(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'StartTopCut' });
  }

  @Post(':id/finalize')
  @TournamentCommand('Finalise (a director): final standings; ratings include the event from now on')
  finalize(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'FinalizeTournament' });
  }

  @Public()
  @Get()
  @ApiOperation({ summary: 'List tournaments (newest first; ?status=&format=)' })
  list(@QueryString() query: unknown) {
    return this.queries.execute(new ListTournamentsQuery(validate(TournamentListQuery, query, 'query')));
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'Summary: configuration (the seed once finalised), status, revision, rounds with their clocks' })
  async summary(@Param() params: unknown, @Res({ passthrough: true }) res: Response) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const view = await this.queries.execute(new GetTournamentQuery(id));
    if (view.revision !== null) res.setHeader('ETag', `"${view.revision}"`);
    return view;
  }

  @Public()
  @Get(':id/standings')
  @ApiOperation({
    summary:
      'Standings with every tiebreak (points, differential, strength of schedule, head-to-head, seeded random) as JSON, CSV or a printable page',
  })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'html'] })
  async standings(@Param() params: unknown, @QueryString() query: unknown, @Res({ passthrough: true }) res: Response) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const { format } = validate(ExportQuery, query, 'query');
    const result: StandingsResult = await this.queries.execute(new GetStandingsQuery(id));
    const filename = `${fileSlug(result.config.name)}-standings`;
    if (format === 'csv') return sendExport(res, 'csv', `${filename}.csv`, standingsCsv(result.standings));
    if (format === 'html')
      return sendExport(res, 'html', `${filename}.html`, standingsHtml(result.config, result.standings, result.revision, new Date().toISOString()));
    const { config: _config, ...rest } = result;
    return rest;
  }

  @Public()
  @Get(':id/history')
  @ApiOperation({ summary: 'Every fact in order, with who and why (corrections, re-pairs, swaps, drops), and the round clock' })
  history(@Param() params: unknown) {
    const { id } = validate(TournamentIdParams, params, 'params');
    return this.queries.execute(new GetHistoryQuery(id));
  }

  private run(sender: TournamentRequest, id: string, body: RunCommand['body']) {
    return runTournamentCommand(this.commands, sender, id, body);
  }
}
