import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CallJudgeRequest,
  CheckGameCommandRequest,
  DiffQuery,
  JudgeActionRequest,
  RulingRequest,
  CreateGameRequest,
  EventRangeQuery,
  GameViewQuery,
  LiveQuery,
  StateAtQuery,
  SubmitGameCommandRequest,
  jsonSchemaOf,
} from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { Caller } from '../auth/auth.decorators';
import { AcceptsQueryToken } from '../auth/request-identity';
import { idempotencyKeyHeader, validate } from '../http/validate';
import { CreateGameCommand } from './commands/create-game';
import { SubmitGameCommand } from './commands/submit-game-command';
import { CheckGameCommandQuery } from './queries/check-game-command';
import { FollowGameQuery } from './queries/follow-game';
import { GetCompactGameQuery } from './queries/get-compact-game';
import { GetGameQuery } from './queries/get-game';
import { GetGameEventsQuery } from './queries/get-game-events';
import { ListGamesQuery } from './queries/list-games';
import { VerifyGameQuery } from './queries/verify-game';
import { CallJudgeCommand } from './judges/call-judge';
import { GetGameDiffQuery, GetJudgeViewQuery, RevalidateGameQuery } from './judges/judge-queries';
import { MakeRulingCommand } from './judges/make-ruling';
import { PauseGameCommand } from './judges/pause-game';
import { TakeJudgeCallCommand } from './judges/take-judge-call';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException('params.id: a game id is a UUID') });

@ApiTags('games')
@ApiBearerAuth()
@Controller('games')
export class GamesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a game from two players and their deck lists (422 with every deck problem)' })
  @ApiBody({ schema: jsonSchemaOf(CreateGameRequest) })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'a repeat with the same key answers the game it created; another request with it is a 422' })
  create(@Caller() caller: AuthenticatedAccount, @Body() body: unknown, @Headers('idempotency-key') key?: string) {
    const request = validate(CreateGameRequest, body, 'body');
    return this.commands.execute(new CreateGameCommand(caller, request, { ...(key !== undefined ? { idempotencyKey: idempotencyKeyHeader(key) } : {}) }));
  }

  @Get()
  @ApiOperation({ summary: 'Your games (newest first); directors may filter by tournament' })
  @ApiQuery({ name: 'tournament', required: false })
  @ApiQuery({ name: 'status', required: false, enum: ['seeding', 'playing', 'ended'] })
  @ApiQuery({ name: 'judgeCalls', required: false, enum: ['open'], description: 'only games with a judge call waiting for a ruling' })
  mine(@Caller() caller: AuthenticatedAccount, @Query() query: Record<string, string>) {
    return this.queries.execute(new ListGamesQuery(caller, query));
  }

  @Post(':id/commands')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Submit one engine command at an expected revision (409 stale, 422 rule violation, 403 not your seat)',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'repeat a request with the same key to get the original answer' })
  @ApiBody({ schema: jsonSchemaOf(SubmitGameCommandRequest) })
  submit(
    @Caller() caller: AuthenticatedAccount,
    @Param('id', uuid) id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ) {
    return this.commands.execute(
      new SubmitGameCommand(caller, id, validate(SubmitGameCommandRequest, body, 'body'), key === undefined ? undefined : idempotencyKeyHeader(key)),
    );
  }

  @Post(':id/check')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Would the engine take this command from you now? { allowed, problem: { code, message, rule } | null } — a question: nothing is appended (403 not your seat)',
  })
  @ApiBody({ schema: jsonSchemaOf(CheckGameCommandRequest) })
  check(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Body() body: unknown) {
    return this.queries.execute(new CheckGameCommandQuery(caller, id, validate(CheckGameCommandRequest, body, 'body')));
  }

  @Get(':id')
  @ApiOperation({
    summary:
      'Your view of the game now, with the commands you may submit; form=compact: card definitions once, commands grouped ({ oneOf }); since=R: only what changed since revision R; cards=omit (with form=compact or since): no card definitions (GET /cards/:id has them)',
  })
  @ApiQuery({ name: 'form', required: false, enum: ['whole', 'compact'] })
  @ApiQuery({ name: 'since', required: false, type: Number })
  @ApiQuery({ name: 'cards', required: false, enum: ['include', 'omit'] })
  current(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Query() query: unknown) {
    const { form, since, cards } = validate(GameViewQuery, query, 'query');
    if (cards === 'omit' && form !== 'compact' && since === undefined) throw new BadRequestException('query.cards: omit applies to form=compact or since=R (the whole view carries each card in its zone)');
    if (form === 'compact' || since !== undefined) return this.queries.execute(new GetCompactGameQuery(caller, id, since, cards === 'omit'));
    return this.queries.execute(new GetGameQuery(caller, id));
  }

  @Get(':id/verify')
  @ApiOperation({ summary: 'Re-hash the game log and report the first broken link, if any' })
  verify(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string) {
    return this.queries.execute(new VerifyGameQuery(caller, id));
  }

  // ---- judges (issue 13; walk-through in apps/api/README.md › Judges) ----

  @Post(':id/judge-calls')
  @HttpCode(200)
  @ApiOperation({ summary: 'A player calls a judge, optionally pointing at an event revision (JudgeCalled)' })
  @ApiBody({ schema: jsonSchemaOf(CallJudgeRequest) })
  callJudge(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Body() body: unknown) {
    return this.commands.execute(new CallJudgeCommand(caller, id, validate(CallJudgeRequest, body, 'body')));
  }

  @Post(':id/judge-calls/:call/take')
  @HttpCode(200)
  @ApiOperation({ summary: 'A judge takes an open call (JudgeCallTaken)' })
  @ApiBody({ schema: jsonSchemaOf(JudgeActionRequest) })
  takeCall(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Param('call') call: string, @Body() body: unknown) {
    const request = validate(JudgeActionRequest, body ?? {}, 'body');
    return this.commands.execute(new TakeJudgeCallCommand(caller, id, call, request.idempotencyKey));
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'A judge pauses the game: only the director acts until it resumes (GamePaused)' })
  @ApiBody({ schema: jsonSchemaOf(JudgeActionRequest) })
  pause(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Body() body: unknown) {
    const request = validate(JudgeActionRequest, body ?? {}, 'body');
    return this.commands.execute(new PauseGameCommand(caller, id, true, request.reason, request.idempotencyKey));
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'A judge resumes a paused game (GameResumed)' })
  @ApiBody({ schema: jsonSchemaOf(JudgeActionRequest) })
  resume(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Body() body: unknown) {
    const request = validate(JudgeActionRequest, body ?? {}, 'body');
    return this.commands.execute(new PauseGameCommand(caller, id, false, undefined, request.idempotencyKey));
  }

  @Post(':id/rulings')
  @HttpCode(200)
  @ApiOperation({ summary: 'A judge rules: decision, rule reference and remedy (none, correct, resolve-dispute, rewind, penalty)' })
  @ApiBody({ schema: jsonSchemaOf(RulingRequest) })
  rule(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Body() body: unknown) {
    return this.commands.execute(new MakeRulingCommand(caller, id, validate(RulingRequest, body, 'body')));
  }

  @Get(':id/judge')
  @ApiOperation({ summary: "The judge's view: full log (command, sender, time, rule, rewound) and whole state at a revision, /verify, re-validation" })
  @ApiQuery({ name: 'at', required: false, type: Number })
  judgeView(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Query() query: Record<string, unknown>) {
    const at = query['at'] === undefined ? undefined : validate(StateAtQuery, query, 'query').at;
    return this.queries.execute(new GetJudgeViewQuery(caller, id, at));
  }

  @Get(':id/diff')
  @ApiOperation({ summary: 'What changed between two revisions, in words (judges)' })
  @ApiQuery({ name: 'from', required: true, type: Number })
  @ApiQuery({ name: 'to', required: true, type: Number })
  diff(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Query() query: unknown) {
    const { from, to } = validate(DiffQuery, query, 'query');
    return this.queries.execute(new GetGameDiffQuery(caller, id, from, to));
  }

  @Get(':id/revalidation')
  @ApiOperation({ summary: "Re-run the recorded commands through today's rules: consistent, or the first divergence (judges)" })
  revalidation(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string) {
    return this.queries.execute(new RevalidateGameQuery(caller, id));
  }

  @Get(':id/state')
  @ApiOperation({ summary: 'Your view as it was after event N (time travel)' })
  @ApiQuery({ name: 'at', required: true, type: Number })
  at(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Query() query: unknown) {
    return this.queries.execute(new GetGameQuery(caller, id, validate(StateAtQuery, query, 'query').at));
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'The log as you may see it (redacted for players during play)' })
  @ApiQuery({ name: 'from', required: false, type: Number })
  @ApiQuery({ name: 'to', required: false, type: Number })
  events(@Caller() caller: AuthenticatedAccount, @Param('id', uuid) id: string, @Query() query: unknown) {
    const range = validate(EventRangeQuery, query, 'query');
    return this.queries.execute(new GetGameEventsQuery(caller, id, range.from, range.to));
  }

  /**
   * Server-sent events: every new event as the caller may see it. Reconnect with
   * `Last-Event-ID: <revision>` (browsers do this by themselves) or `?after=<revision>` to receive
   * exactly what was missed. Browsers' EventSource cannot send headers: pass `?access_token=`.
   * `?view=changes` (opt-in): after each burst of events a `view-changes` message carries what
   * changed in the caller's compact view (as GET /games/:id?since= answers), so a client following
   * the stream never reads the view again.
   */
  @Get(':id/live')
  @AcceptsQueryToken()
  @ApiOperation({ summary: 'Live events (text/event-stream); resume with Last-Event-ID or ?after=; ?view=changes adds view-changes messages' })
  @ApiQuery({ name: 'view', required: false, enum: ['changes'] })
  async live(
    @Caller() caller: AuthenticatedAccount,
    @Param('id', uuid) id: string,
    @Query() query: Record<string, unknown>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { access_token: _token, ...rest } = query;
    const { after, view } = validate(LiveQuery, rest, 'query');
    const lastEventId = req.headers['last-event-id'];
    const from = lastEventId !== undefined ? Number(lastEventId) : (after ?? -1);
    // the access check comes first (FollowGameQuery calls `open` once the caller is admitted)
    const open = () => {
      res.status(200).set({
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
    };
    // the client may leave while the backlog is sent: listen from the start, stop whenever it goes
    let closed = false;
    let stop: (() => void) | null = null;
    let ping: NodeJS.Timeout | null = null;
    res.on('close', () => {
      closed = true;
      if (ping) clearInterval(ping);
      stop?.();
    });
    // Issue 17: the messages of one burst (its events, then the view's changes) are written in one
    // go — one socket write per burst instead of one per message
    let corked = false;
    const write = (text: string) => {
      if (!corked) {
        corked = true;
        res.cork();
        process.nextTick(() => {
          corked = false;
          res.uncork();
        });
      }
      res.write(text);
    };
    stop = await this.queries.execute(
      new FollowGameQuery(
        caller,
        id,
        Number.isFinite(from) ? from : -1,
        open,
        (event) => write(`id: ${event.revision}\nevent: game-event\ndata: ${JSON.stringify(event)}\n\n`),
        () => res.end(),
        view === 'changes' ? (changes) => write(`event: view-changes\ndata: ${JSON.stringify(changes)}\n\n`) : undefined,
      ),
    );
    if (closed) {
      stop();
      return;
    }
    ping = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
  }
}
