import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { checkDeckList } from '@captains-log/cards';
import type { CreateGameRequest, SubmitGameCommandRequest } from '@captains-log/contracts';
import {
  decide,
  evolve,
  initialState,
  legalCommands,
  redactEvent,
  RuleViolation,
  toDeckCard,
  view,
  type Command,
  type GameEvent,
  type GameState,
  type PlayerSetup,
  type Viewer,
} from '@captains-log/engine';
import { uuidFromName, WrongExpectedRevisionError, type EventStore, type JsonObject, type NewEvent, type RecordedEvent } from '@captains-log/event-store';
import { EVENT_STORE, READ_MODELS } from '@captains-log/platform';
import type { GameStreamMetadata, ReadModelDatabase } from '@captains-log/read-models';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import { CardCatalogueService } from '../cards/card-catalogue.service';
import { tournamentResultOf } from '../linked-games/tournament-result';
import { TournamentsService } from '../tournaments/tournaments.service';
import { GameAccess, viewerOf, type GameRole } from './game-access';
import { RuleViolationException, StaleRevisionException } from './game-errors';
import { GameNotifier } from './game-notifier';
import { gameStream, GameStreams, stateAt, type LoadedGame } from './game-stream';

/** An event as one caller may see it. */
export interface VisibleEvent {
  revision: number;
  type: string;
  data: unknown;
  recordedAt: string;
  rule?: string;
  /** true when the event comes from a manual effect (not automated card text) */
  manual?: boolean;
  hash: string;
}

export interface CommandResult {
  gameId: string;
  revision: number;
  /** true when this answer repeats an earlier request with the same idempotency key */
  repeated: boolean;
  events: VisibleEvent[];
}

@Injectable()
export class GamesService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Games');
  /** open live streams, ended on shutdown so the server can close */
  private readonly followers = new Set<() => void>();
  /** commands for one game run one after another in this instance (the store guards across instances) */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
    private readonly streams: GameStreams,
    private readonly access: GameAccess,
    private readonly notifier: GameNotifier,
    private readonly cards: CardCatalogueService,
    private readonly tournaments: TournamentsService,
  ) {}

  async create(caller: AuthenticatedAccount, request: CreateGameRequest): Promise<{ gameId: string; revision: number }> {
    const accounts = await Promise.all(
      request.players.map(async (p, i) => {
        const account = await this.readModels.prisma.account.findUnique({ where: { handle: p.handle } });
        if (!account) {
          throw new BadRequestException({ statusCode: 400, message: `body.players.${i}.handle: no account "${p.handle}"` });
        }
        return account;
      }),
    );
    if (accounts[0].id === accounts[1].id) throw new BadRequestException('body.players: the two players must differ');
    const isPlayer = accounts.some((a) => a.id === caller.id);
    if (!isPlayer && caller.role === 'player') {
      throw new ForbiddenException('a player may only create games they play in; a director may create any');
    }
    const { catalogue, source } = await this.cards.current();
    const problems: { player: string; problems: unknown[] }[] = [];
    const setups = request.players.map((p, i): PlayerSetup => {
      const checked = checkDeckList(p.deck, catalogue);
      if (!checked.valid) {
        problems.push({
          player: p.handle,
          problems: [
            ...checked.errors.map((e) => ({ code: 'DECK_LIST', message: String((e as { message?: string }).message ?? JSON.stringify(e)) })),
            ...checked.validation.problems,
          ],
        });
      }
      return { name: accounts[i].displayName, deck: checked.deck.entries.map(toDeckCard) };
    });
    if (problems.length) {
      throw new HttpException(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          code: 'DECK_INVALID',
          rule: '1E rulebook › BUILDING YOUR DECK',
          message: `deck lists are not valid: ${problems.map((p) => `${p.player} (${p.problems.length})`).join(', ')}`,
          problems,
          cardSource: source.kind,
        },
        HttpStatus.UNPROCESSABLE_ENTITY,
      );
    }
    if (request.tournament) {
      const { id, round } = request.tournament;
      const table = await this.access.tournamentTable(id, round, [accounts[0].id, accounts[1].id]);
      if (table === null) {
        throw new HttpException(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            code: 'NOT_PAIRED',
            message: `body.tournament: ${accounts[0].handle} and ${accounts[1].handle} are not paired in round ${round} of tournament ${id}`,
          },
          HttpStatus.UNPROCESSABLE_ENTITY,
        );
      }
    }
    const gameId = randomUUID();
    const command: Command = {
      type: 'CreateGame',
      actor: 'system',
      gameId,
      // the seed the first event commits to (sha256) and the last reveals (DESIGN.md › Randomness)
      seed: randomBytes(32).toString('hex'),
      players: [setups[0], setups[1]],
    };
    const events = this.decideOrThrow(initialState(), command);
    const meta: GameStreamMetadata = {
      players: accounts.map((a, i) => ({ seat: i === 0 ? 'p1' : 'p2', accountId: a.id, handle: a.handle, name: a.displayName })),
      ...(request.tournament ? { tournament: request.tournament } : {}),
      settings: { openAfterEnd: request.settings?.openAfterEnd ?? true, spectators: request.settings?.spectators ?? true },
    };
    const key = randomUUID();
    const result = await this.store.append(
      gameStream(gameId),
      toStored(gameId, key, events, caller, { type: 'CreateGame', by: caller.handle }, meta),
      { expectedRevision: 'no-stream' },
    );
    await this.notifier.appended(gameId, result.nextExpectedRevision);
    return { gameId, revision: result.nextExpectedRevision };
  }

  async submit(caller: AuthenticatedAccount, gameId: string, request: SubmitGameCommandRequest, headerKey?: string): Promise<CommandResult> {
    const key = request.idempotencyKey ?? headerKey ?? randomUUID();
    return this.serially(gameId, async () => {
      const game = await this.streams.load(gameId);
      const role = await this.access.roleOf(game, caller);
      const earlier = game.events.filter((e) => e.metadata.commandId === key);
      if (earlier.length) return this.answer(game, earlier, role, true);

      const command = this.commandFor(role, request, caller);
      if (request.expectedRevision !== game.revision) {
        throw new StaleRevisionException(gameId, request.expectedRevision, game.revision);
      }
      const events = this.decideOrThrow(game.state, command);
      const { actor: _actor, ...payload } = command as Command & Record<string, unknown>;
      let appended: RecordedEvent[];
      try {
        const result = await this.store.append(
          gameStream(gameId),
          toStored(gameId, key, events, caller, { ...payload, actor: command.actor } as JsonObject),
          { expectedRevision: game.revision },
        );
        appended = result.events;
        if (result.duplicate) return this.answer(await this.streams.load(gameId), appended, role, true);
      } catch (err) {
        if (err instanceof WrongExpectedRevisionError) {
          throw new StaleRevisionException(gameId, request.expectedRevision, err.actual ?? -1);
        }
        throw err;
      }
      const next = await this.afterAppend(game, appended);
      return this.answer(next, appended, role, false, game.state);
    });
  }

  /**
   * The tournament round's clock ran out: call time in this game as the director would (idempotent
   * per game and round: every instance's clock derives the same event ids).
   */
  async callTimeForRound(gameId: string, roundRef: string): Promise<void> {
    await this.serially(gameId, async () => {
      const game = await this.streams.load(gameId);
      if (game.state.phase === 'ended' || game.state.timeCalled) return;
      const events = this.decideOrThrow(game.state, { type: 'CallTime', actor: 'director' });
      const key = `round-clock/${roundRef}`;
      const result = await this.store.append(
        gameStream(gameId),
        toStored(gameId, key, events, ROUND_CLOCK, { type: 'CallTime', actor: 'director', by: 'round clock' }),
        { expectedRevision: game.revision },
      );
      if (!result.duplicate) await this.afterAppend(game, result.events);
    });
  }

  /** Cache, notify viewers, and report a linked game's result to its tournament when it ended. */
  private async afterAppend(game: LoadedGame, appended: readonly RecordedEvent[]): Promise<LoadedGame> {
    const next = this.streams.appended(game, appended);
    await this.notifier.appended(game.gameId, next.revision);
    const ended = next.state.phase === 'ended' && game.state.phase !== 'ended';
    if (ended && next.meta.tournament && next.state.result) {
      const seats = Object.fromEntries(next.meta.players.map((p) => [p.seat, p.accountId])) as { p1: string; p2: string };
      const { id, round } = next.meta.tournament;
      try {
        await this.tournaments.reportLinkedGameResult(id, round, game.gameId, tournamentResultOf(next.state.result, seats), {
          players: [seats.p1, seats.p2],
        });
      } catch (err) {
        // The game's own record is complete; the director can still record the result by hand.
        this.logger.error(`game ${game.gameId} ended but its result did not reach tournament ${id} round ${round}: ${(err as Error).message}`);
      }
    }
    return next;
  }

  /**
   * Re-hash the game's log from its first event (DESIGN.md › Integrity): a director settles a
   * dispute from a log whose every event is chained to the one before.
   */
  async verify(caller: AuthenticatedAccount, gameId: string) {
    const game = await this.streams.load(gameId);
    await this.access.roleOf(game, caller);
    return this.store.verifyStream(gameStream(gameId));
  }

  /** The caller's view now, with what they may do. */
  async current(caller: AuthenticatedAccount, gameId: string) {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    return this.snapshot(game, game.state, game.revision, role);
  }

  /** The caller's view as it was after event `at` (time travel). */
  async at(caller: AuthenticatedAccount, gameId: string, at: number) {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    if (at > game.revision) {
      throw new BadRequestException(`query.at: game ${gameId} has events 0..${game.revision}, not ${at}`);
    }
    return this.snapshot(game, stateAt(game, at), at, role);
  }

  /** The log as the caller may see it. */
  async events(caller: AuthenticatedAccount, gameId: string, from = 0, to?: number): Promise<{ gameId: string; revision: number; events: VisibleEvent[] }> {
    const game = await this.streams.load(gameId);
    const role = await this.access.roleOf(game, caller);
    const upTo = Math.min(to ?? game.revision, game.revision);
    const wanted = game.events.filter((e) => e.revision >= from && e.revision <= upTo);
    return { gameId, revision: game.revision, events: this.visible(game, wanted, role) };
  }

  /** Subscribe to a game's new events as the caller may see them, starting after `after`. */
  async follow(
    caller: AuthenticatedAccount,
    gameId: string,
    after: number,
    send: (event: VisibleEvent) => void,
    end: () => void,
  ): Promise<() => void> {
    const first = await this.streams.load(gameId);
    const role = await this.access.roleOf(first, caller);
    let last = after;
    let lastState: GameState | undefined; // the state after `last`, kept to avoid refolding
    let pumping: Promise<void> = Promise.resolve();
    const pump = () => {
      pumping = pumping.then(async () => {
        const game = await this.streams.load(gameId);
        const missed = game.events.filter((e) => e.revision > last);
        if (missed.length === 0) return;
        for (const e of this.visible(game, missed, role, lastState)) {
          send(e);
          last = e.revision;
        }
        lastState = game.revision === last ? game.state : undefined;
      });
      return pumping;
    };
    const unlisten = this.notifier.listen(gameId, (revision) => {
      if (revision > last) void pump().catch(() => undefined);
    });
    const close = () => {
      unlisten();
      this.followers.delete(close);
      end();
    };
    this.followers.add(close);
    await pump();
    return () => {
      unlisten();
      this.followers.delete(close);
    };
  }

  /** end every live stream so the HTTP server can close (graceful shutdown) */
  beforeApplicationShutdown(): void {
    for (const close of [...this.followers]) close();
  }

  private snapshot(game: LoadedGame, state: GameState, revision: number, role: GameRole) {
    const viewer = viewerOf(role);
    const options = { openAfterEnd: game.meta.settings.openAfterEnd };
    return {
      gameId: game.gameId,
      revision,
      you: role.kind === 'player' ? { role: 'player', seat: role.seat } : { role: role.kind },
      players: game.meta.players.map(({ seat, handle, name }) => ({ seat, handle, name })),
      tournament: game.meta.tournament ?? null,
      view: view(state, viewer, options),
      legalCommands:
        revision !== game.revision
          ? []
          : role.kind === 'player'
            ? legalCommands(state, role.seat)
            : role.kind === 'director'
              ? legalCommands(state, 'director')
              : [],
    };
  }

  private answer(
    game: LoadedGame,
    events: readonly RecordedEvent[],
    role: GameRole,
    repeated: boolean,
    before?: GameState,
  ): CommandResult {
    return { gameId: game.gameId, revision: game.revision, repeated, events: this.visible(game, events, role, before) };
  }

  /**
   * Redact each event for the viewer, from the state just before it (the engine's rule). `start`
   * is that state for the first event when the caller has it; otherwise it is folded from the log.
   */
  private visible(game: LoadedGame, events: readonly RecordedEvent[], role: GameRole, start?: GameState): VisibleEvent[] {
    if (events.length === 0) return [];
    const viewer: Viewer = viewerOf(role);
    const options = { openAfterEnd: game.meta.settings.openAfterEnd };
    let before = start ?? stateAt(game, events[0].revision - 1);
    return events.map((e) => {
      const event = e.data as unknown as GameEvent;
      const data = redactEvent(before, event, viewer, options);
      before = evolve(before, event);
      return {
        revision: e.revision,
        type: e.type,
        data,
        recordedAt: e.metadata.recordedAt,
        ...(e.metadata.rule ? { rule: e.metadata.rule } : {}),
        ...((event as { manual?: boolean }).manual ? { manual: true } : {}),
        hash: e.hash,
      };
    });
  }

  /** The engine command for this caller: the actor is the caller's seat (403 for anyone else). */
  private commandFor(role: GameRole, request: SubmitGameCommandRequest, caller: AuthenticatedAccount): Command {
    const { actor, ...rest } = request.command;
    if (rest.type === 'CallTime') {
      if (role.kind !== 'director') {
        throw new ForbiddenException('only a director of the game’s tournament (or an admin) may call time');
      }
      return { ...rest, actor: 'director' } as Command;
    }
    if (role.kind !== 'player') {
      throw new ForbiddenException(`${caller.handle} is not a player in this game and cannot ${rest.type}`);
    }
    if (actor !== undefined && actor !== role.seat) {
      throw new ForbiddenException(`you play ${role.seat}; you cannot act as ${actor}`);
    }
    return { ...rest, actor: role.seat } as Command;
  }

  private decideOrThrow(state: GameState, command: Command): GameEvent[] {
    try {
      return decide(state, command);
    } catch (err) {
      if (err instanceof RuleViolation) throw new RuleViolationException(err);
      // The engine could not read the command (a field of the wrong shape for a command type the
      // contracts do not list): the client's input, not a server fault; logged in case it is ours.
      this.logger.warn(`engine rejected ${command.type}: ${(err as Error).stack ?? String(err)}`);
      throw new BadRequestException(`body.command: the engine could not read this ${command.type} command (${(err as Error).message})`);
    }
  }

  private serially<T>(gameId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(gameId) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(gameId, tail);
    void tail.then(() => {
      if (this.queues.get(gameId) === tail) this.queues.delete(gameId);
    });
    return run;
  }
}

/** The actor recorded when a tournament's round clock calls time. */
const ROUND_CLOCK: AuthenticatedAccount = {
  id: 'system:round-clock',
  handle: 'round-clock',
  displayName: 'Round clock',
  role: 'director',
  tokenHash: '',
};

/** Engine facts as stored events: ids derived from the command, the cause in the metadata. */
function toStored(
  gameId: string,
  key: string,
  events: readonly GameEvent[],
  caller: AuthenticatedAccount,
  command: JsonObject,
  game?: GameStreamMetadata,
): NewEvent[] {
  return events.map((event, i) => ({
    id: uuidFromName(`${gameId}/${key}/${i}`),
    type: event.type,
    data: event as unknown as JsonObject,
    metadata: {
      actor: caller.id,
      commandId: key,
      correlationId: key,
      ...(event.rule ? { rule: event.rule } : {}),
      ...(i === 0 ? { command } : {}),
      ...(i === 0 && game ? { game: game as unknown as JsonObject } : {}),
    },
  }));
}
