import { Body, Controller, Get, Param, Post, Put, Query as QueryString, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  CorrectResultRequest,
  EmptyRequest,
  ExportQuery,
  PairingsQuery,
  PauseRoundRequest,
  ReasonRequest,
  RecordResultRequest,
  RejectResultRequest,
  ReportResultRequest,
  SetPairingsRequest,
  SwapPlayersRequest,
  TournamentIdParams,
  TournamentRoundParams,
  TournamentTableParams,
} from '@captains-log/contracts';
import { pairingsCsv, type GameResult } from '@captains-log/tournament';
import { Public } from '../auth/auth.decorators';
import { validate } from '../http/validate';
import { fileSlug, pairingsHtml } from './printable';
import { GetPairingsQuery, type PairingsResult } from './queries/get-pairings';
import { runTournamentCommand, Sender, sendExport, TournamentCommand, type TournamentRequest } from './tournament-http';
import type { RunCommand } from './tournament-streams';

/** A tournament's rounds: pair, re-pair, swap, set by hand, start; results at the tables; pairings (JSON, CSV, printable). */
@ApiTags('tournaments')
@Controller('tournaments/:id')
export class TournamentRoundsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('rounds')
  @TournamentCommand('Pair the next round (a director): Swiss, or the next bracket round in the top cut')
  pair(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id } = validate(TournamentIdParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'PairRound' });
  }

  @Post('rounds/:round/repair')
  @TournamentCommand('Re-pair a round that has not started (a director, with a reason)', ReasonRequest)
  repair(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const { reason } = validate(ReasonRequest, body, 'body');
    return this.run(sender, id, { type: 'RepairRound', round, reason });
  }

  @Post('rounds/:round/swap')
  @TournamentCommand('Swap two players of a round that has not started (a director, with a reason)', SwapPlayersRequest)
  swap(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const request = validate(SwapPlayersRequest, body, 'body');
    return this.run(sender, id, { type: 'SwapPlayers', round, ...request });
  }

  @Put('rounds/:round/pairings')
  @TournamentCommand('Set a round’s pairings by hand (a director, with a reason)', SetPairingsRequest)
  setPairings(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const { pairings, byes, reason } = validate(SetPairingsRequest, body, 'body');
    return this.run(sender, id, { type: 'SetPairings', round, pairings, byes, reason });
  }

  @Post('rounds/:round/start')
  @TournamentCommand('Start a round (a director): its clock runs out after the round time limit')
  startRound(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'StartRound', round });
  }

  @Post('rounds/:round/pause')
  @TournamentCommand('Pause a started round’s clock (a director), e.g. for a judge call; the reason is recorded', PauseRoundRequest)
  pauseRound(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const { reason } = validate(PauseRoundRequest, body, 'body');
    return this.run(sender, id, { type: 'PauseRound', round, ...(reason ? { reason } : {}) });
  }

  @Post('rounds/:round/resume')
  @TournamentCommand('Resume a paused round’s clock (a director): the round ends later by the time it was paused')
  resumeRound(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'ResumeRound', round });
  }

  @Post('rounds/:round/tables/:table/result')
  @TournamentCommand('Record a table’s result (a director)', RecordResultRequest)
  record(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const request = validate(RecordResultRequest, body, 'body');
    return this.run(sender, id, {
      type: 'RecordResult',
      round,
      table,
      result: request.result as GameResult,
      ...(request.gameId ? { gameId: request.gameId } : {}),
    });
  }

  @Post('rounds/:round/tables/:table/report')
  @TournamentCommand('Report a paper game’s result (a player at the table); the opponent confirms or rejects it', ReportResultRequest)
  report(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const { result } = validate(ReportResultRequest, body, 'body');
    return this.run(sender, id, { type: 'ReportResult', round, table, result: result as GameResult });
  }

  @Post('rounds/:round/tables/:table/confirm')
  @TournamentCommand('Confirm the opponent’s report (the other player at the table): it becomes the result')
  confirm(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    validate(EmptyRequest, body, 'body');
    return this.run(sender, id, { type: 'ConfirmResult', round, table });
  }

  @Post('rounds/:round/tables/:table/reject')
  @TournamentCommand('Reject the opponent’s report (the other player at the table)', RejectResultRequest)
  reject(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const { reason } = validate(RejectResultRequest, body, 'body');
    return this.run(sender, id, { type: 'RejectResult', round, table, ...(reason ? { reason } : {}) });
  }

  @Post('rounds/:round/tables/:table/correction')
  @TournamentCommand('Correct a recorded result (a director, with a reason); standings recompute, the history keeps it', CorrectResultRequest)
  correct(@Param() params: unknown, @Body() body: unknown, @Sender() sender: TournamentRequest) {
    const { id, round, table } = validate(TournamentTableParams, params, 'params');
    const request = validate(CorrectResultRequest, body, 'body');
    return this.run(sender, id, { type: 'CorrectResult', round, table, result: request.result as GameResult, reason: request.reason });
  }

  @Public()
  @Get('pairings')
  @ApiOperation({ summary: 'Pairings of a round (default: the latest) as JSON, CSV (?format=csv) or a printable page (?format=html)' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'html'] })
  @ApiQuery({ name: 'round', required: false, type: Number })
  async pairings(@Param() params: unknown, @QueryString() query: unknown, @Res({ passthrough: true }) res: Response) {
    const { id } = validate(TournamentIdParams, params, 'params');
    const { format, round } = validate(PairingsQuery, query, 'query');
    return this.renderPairings(res, format, await this.queries.execute(new GetPairingsQuery(id, round)));
  }

  @Public()
  @Get('rounds/:round/pairings')
  @ApiOperation({ summary: 'Pairings of one round as JSON, CSV (?format=csv) or a printable page (?format=html)' })
  @ApiQuery({ name: 'format', required: false, enum: ['json', 'csv', 'html'] })
  async roundPairings(@Param() params: unknown, @QueryString() query: unknown, @Res({ passthrough: true }) res: Response) {
    const { id, round } = validate(TournamentRoundParams, params, 'params');
    const { format } = validate(ExportQuery, query, 'query');
    return this.renderPairings(res, format, await this.queries.execute(new GetPairingsQuery(id, round)));
  }

  private renderPairings(res: Response, format: 'json' | 'csv' | 'html', result: PairingsResult) {
    const filename = `${fileSlug(result.config.name)}-round-${result.round}-pairings`;
    if (format === 'csv') return sendExport(res, 'csv', `${filename}.csv`, pairingsCsv(result.pairings));
    if (format === 'html')
      return sendExport(
        res,
        'html',
        `${filename}.html`,
        pairingsHtml(result.config, result.round, result.pairings, result.endsAt, new Date().toISOString()),
      );
    const { config: _config, ...rest } = result;
    return rest;
  }

  private run(sender: TournamentRequest, id: string, body: RunCommand['body']) {
    return runTournamentCommand(this.commands, sender, id, body);
  }
}
