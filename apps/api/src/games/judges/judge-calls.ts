import { Controller, Get, Inject, Logger, Query as QueryString, Req, Res } from '@nestjs/common';
import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LEDGER_EVENTS, type EventType, type JudgeCall } from '@captains-log/engine';
import { READ_MODELS } from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../../auth/accounts.service';
import { Caller } from '../../auth/auth.decorators';
import { AcceptsQueryToken } from '../../auth/request-identity';
import { GameAccess } from '../game-access';
import { GameNotifier } from '../game-notifier';
import { GameStreams, type LoadedGame } from '../game-streams';

export interface OpenJudgeCall {
  gameId: string;
  tournament: { id: string; round: number } | null;
  players: { seat: string; handle: string; name: string }[];
  call: JudgeCall;
}

/** Whether the caller judges this game (admins; the tournament's directors and judges). */
async function judges(
  access: GameAccess,
  game: LoadedGame,
  caller: AuthenticatedAccount,
): Promise<boolean> {
  try {
    return (await access.roleOf(game, caller)).kind === 'director';
  } catch {
    return false;
  }
}

/** GET /judge-calls — judge calls not yet ruled, in the games the caller judges (games read model, then each game's log). */
export class ListJudgeCallsQuery extends Query<OpenJudgeCall[]> {
  constructor(readonly caller: AuthenticatedAccount) {
    super();
  }
}

@QueryHandler(ListJudgeCallsQuery)
export class ListJudgeCallsHandler implements IQueryHandler<ListJudgeCallsQuery> {
  constructor(
    @Inject(READ_MODELS) private readonly rm: ReadModelDatabase,
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller }: ListJudgeCallsQuery): Promise<OpenJudgeCall[]> {
    const rows = await this.rm.prisma.game.findMany({
      where: { NOT: { openJudgeCalls: { isEmpty: true } } },
      select: { id: true },
      orderBy: { updatedAt: 'asc' },
      take: 200,
    });
    const out: OpenJudgeCall[] = [];
    for (const { id } of rows) {
      const game = await this.streams.load(id);
      if (!(await judges(this.access, game, caller))) continue;
      for (const call of Object.values(game.state.judge.calls))
        if (call.state !== 'ruled')
          out.push({
            gameId: id,
            tournament: game.meta.tournament ?? null,
            players: game.meta.players.map(({ seat, handle, name }) => ({ seat, handle, name })),
            call,
          });
    }
    return out;
  }
}

export interface JudgeStreamEvent {
  gameId: string;
  revision: number;
  type: string;
  data: unknown;
}

/** The judges' live stream: the judge facts (calls, takes, pauses, rulings, rewinds, penalties, seals) of every game the caller judges. */
export class FollowJudgeCallsQuery extends Query<() => void> {
  constructor(
    readonly caller: AuthenticatedAccount,
    readonly send: (event: JudgeStreamEvent) => void,
  ) {
    super();
  }
}

@QueryHandler(FollowJudgeCallsQuery)
export class FollowJudgeCallsHandler implements IQueryHandler<FollowJudgeCallsQuery> {
  private readonly logger = new Logger('JudgeCalls');

  constructor(
    private readonly notifier: GameNotifier,
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
  ) {}

  async execute({ caller, send }: FollowJudgeCallsQuery): Promise<() => void> {
    const seen = new Map<string, number>();
    const allowed = new Map<string, boolean>();
    let queue = Promise.resolve();
    const stop = this.notifier.listenAll((gameId, revision) => {
      queue = queue
        .then(async () => {
          const last = seen.get(gameId);
          if (last !== undefined && revision <= last) return;
          const game = await this.streams.load(gameId);
          if (!allowed.has(gameId)) allowed.set(gameId, await judges(this.access, game, caller));
          const head = game.events.at(-1);
          const from =
            last !== undefined
              ? last + 1
              : (game.events.find((e) => e.metadata.commandId === head?.metadata.commandId)
                  ?.revision ?? revision);
          seen.set(gameId, game.revision);
          if (!allowed.get(gameId)) return;
          for (const e of game.events)
            if (e.revision >= from && LEDGER_EVENTS.has(e.type as EventType))
              send({ gameId, revision: e.revision, type: e.type, data: e.data });
        })
        .catch((err: Error) => this.logger.warn(`judges' stream: ${err.message}`));
    });
    return stop;
  }
}

/** The judges' desk across games: open calls (the dashboard's list) and the live stream. */
@ApiTags('judges')
@ApiBearerAuth()
@Controller('judge-calls')
export class JudgeCallsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Judge calls waiting for a ruling in the games you judge' })
  open(@Caller() caller: AuthenticatedAccount) {
    return this.queries.execute(new ListJudgeCallsQuery(caller));
  }

  /**
   * Server-sent events: `judge-event` with the game, revision and fact. Browsers pass
   * `?access_token=`. Every signed-in account may listen; only the games it judges are sent.
   */
  @Get('live')
  @AcceptsQueryToken()
  @ApiOperation({ summary: 'Live judge facts of every game you judge (text/event-stream)' })
  async live(
    @Caller() caller: AuthenticatedAccount,
    @QueryString() _query: Record<string, unknown>,
    @Req() _req: Request,
    @Res() res: Response,
  ): Promise<void> {
    res
      .status(200)
      .set({
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
    res.flushHeaders();
    res.write(': judges\n\n');
    // listen for the client leaving from the start (issue 14: a client gone early left a timer behind)
    let closed = false;
    let stop: (() => void) | null = null;
    let ping: NodeJS.Timeout | null = null;
    res.on('close', () => {
      closed = true;
      if (ping) clearInterval(ping);
      stop?.();
    });
    stop = await this.queries.execute(
      new FollowJudgeCallsQuery(caller, (event) =>
        res.write(`event: judge-event\ndata: ${JSON.stringify(event)}\n\n`),
      ),
    );
    if (closed) {
      stop();
      return;
    }
    ping = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
  }
}
