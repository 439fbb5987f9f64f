import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { Subject } from 'rxjs';
import { checkDeckList, modernBanList } from '@captains-log/cards';
import { EVENT_STORE, PROJECTION_RUNNER } from '@captains-log/platform';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type RecordedEvent,
} from '@captains-log/event-store';
import type { ProjectionRunner } from '@captains-log/read-models';
import {
  decide,
  foldEvents,
  tournamentStream,
  type Actor,
  type DeckValidator,
  type GameResult,
  type PlayerId,
  type TournamentCommand,
  type TournamentState,
} from '@captains-log/tournament';
import { CardCatalogueService } from '../cards/card-catalogue.service';
import { httpErrorOf, staleRevision, tournamentNotFound } from './tournament-errors';
import { commandIdFor, derivedUuid, fromRecorded, toNewEvents } from './tournament-events';

/** Who sends a command: a signed-in account, or the system (a linked game, the round clock). */
export type TournamentCaller =
  | { kind: 'account'; id: string; role: 'player' | 'director' | 'admin' }
  | { kind: 'system'; id: string };

/** A library command without the parts the api fills in (actor and time). */
export type TournamentCommandBody = TournamentCommand extends infer C
  ? C extends TournamentCommand
    ? Omit<C, 'actor' | 'at'>
    : never
  : never;

export interface RunCommand {
  tournamentId: string;
  caller: TournamentCaller;
  body: TournamentCommandBody;
  /** Idempotency-Key header: a repeat answers the original result */
  idempotencyKey?: string;
  /** If-Match header: the revision the client read; a different current revision is a 409 */
  expectedRevision?: number | null;
  correlationId?: string;
}

export interface CommandResult {
  tournamentId: string;
  commandId: string;
  revision: number;
  events: Array<{ type: string; revision: number; [key: string]: unknown }>;
}

export interface CommandOutcome {
  result: CommandResult;
  /** true when this was a repeat of an earlier command (same Idempotency-Key) */
  replayed: boolean;
}

export interface LoadedTournament {
  tournamentId: string;
  recorded: RecordedEvent[];
  state: TournamentState;
  /** revision of the stream's last event, null when it does not exist */
  revision: number | null;
}

/**
 * Runs tournament commands: read the `tournament-<id>` stream, fold it with the library's evolve,
 * decide, append with expectedRevision = the revision read. When the client sent no If-Match and
 * another writer got in between, the command is decided once more on the fresh stream (one internal
 * retry, then 409); with If-Match the client decides, so a different revision is a 409 at once.
 * Idempotency: the command id (derived from the caller and the Idempotency-Key) is stored in every
 * event's metadata, and a repeat finds it in the stream it reads anyway and answers the original.
 */
@Injectable()
export class TournamentsService {
  private readonly logger = new Logger('Tournaments');
  /** every successful append (the round clock listens for started rounds) */
  readonly appended$ = new Subject<{ tournamentId: string; events: RecordedEvent[] }>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly cards: CardCatalogueService,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner | null,
  ) {}

  async load(tournamentId: string): Promise<LoadedTournament> {
    const recorded = await this.store.readStream(tournamentStream(tournamentId));
    const state = foldEvents(recorded.map(fromRecorded));
    return {
      tournamentId,
      recorded,
      state,
      revision: recorded.length ? recorded[recorded.length - 1]!.revision : null,
    };
  }

  async loadExisting(tournamentId: string): Promise<LoadedTournament> {
    const loaded = await this.load(tournamentId);
    if (!loaded.state.config) throw tournamentNotFound(tournamentId);
    return loaded;
  }

  /** Creates a tournament (id derived from the Idempotency-Key when there is one). */
  async create(
    input: Omit<RunCommand, 'tournamentId' | 'body'> & {
      body: Omit<
        Extract<TournamentCommandBody, { type: 'CreateTournament' }>,
        'tournamentId' | 'seed'
      >;
    },
  ): Promise<CommandOutcome> {
    const tournamentId = input.idempotencyKey
      ? derivedUuid(`tournament|${input.caller.id}|${input.idempotencyKey}`)
      : randomUUID();
    // The seed of every random choice, from a cryptographic source (issue 7 › pairing).
    const seed = randomBytes(32).toString('hex');
    return this.run({ ...input, tournamentId, body: { ...input.body, tournamentId, seed } });
  }

  async run(command: RunCommand): Promise<CommandOutcome> {
    const { tournamentId, caller, body } = command;
    const commandId = command.idempotencyKey
      ? commandIdFor(caller.id, command.idempotencyKey)
      : randomUUID();
    for (let attempt = 0; ; attempt++) {
      const loaded = await this.load(tournamentId);
      if (command.idempotencyKey) {
        const original = loaded.recorded.filter((e) => e.metadata.commandId === commandId);
        if (original.length)
          return { result: resultOf(tournamentId, commandId, original), replayed: true };
      }
      if (body.type !== 'CreateTournament' && !loaded.state.config)
        throw tournamentNotFound(tournamentId);
      if (command.expectedRevision !== undefined && command.expectedRevision !== loaded.revision) {
        throw staleRevision(tournamentId, command.expectedRevision, loaded.revision);
      }
      const actor = actorFor(caller, loaded.state);
      const validateDeck =
        body.type === 'RegisterPlayer' || body.type === 'UpdateDeckList'
          ? await this.deckValidator()
          : undefined;
      let events;
      try {
        events = decide(
          loaded.state,
          { ...body, actor, at: new Date().toISOString() } as TournamentCommand,
          validateDeck ? { validateDeck } : {},
        );
      } catch (error) {
        throw httpErrorOf(error);
      }
      try {
        const appended = await this.store.append(
          tournamentStream(tournamentId),
          toNewEvents(events, {
            actor: caller.id,
            commandId,
            correlationId: command.correlationId ?? commandId,
          }),
          { expectedRevision: loaded.revision ?? 'no-stream' },
        );
        this.projections?.poke();
        this.appended$.next({ tournamentId, events: appended.events });
        return {
          result: resultOf(tournamentId, commandId, appended.events),
          replayed: appended.duplicate,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
        if (command.expectedRevision !== undefined || attempt >= 1)
          throw staleRevision(tournamentId, loaded.revision, error.actual);
        this.logger.debug(
          `tournament ${tournamentId}: revision moved from ${loaded.revision} to ${error.actual}; deciding again`,
        );
      }
    }
  }

  /**
   * For the game service: a linked game ended. Records its result at the round's table that seats
   * the game's players (found from the result, or from `players` when the result does not name
   * them, e.g. a tie without scores). Repeats for the same game are answered with the original.
   */
  async reportLinkedGameResult(
    tournamentId: string,
    round: number,
    gameId: string,
    result: GameResult,
    options: { players?: [PlayerId, PlayerId]; table?: number } = {},
  ): Promise<CommandOutcome> {
    const { state } = await this.loadExisting(tournamentId);
    const roundState = state.rounds.find((r) => r.round === round);
    if (!roundState)
      throw new NotFoundException(`tournament ${tournamentId} has no round ${round}`);
    const named = options.players ?? playersNamedIn(result);
    const table =
      options.table ??
      roundState.tables.find((t) => t.gameId === gameId)?.table ??
      roundState.tables.find(
        (t) => named.length > 0 && named.every((id) => id === t.a || id === t.b),
      )?.table;
    if (table === undefined)
      throw new NotFoundException(`no table of round ${round} seats the players of game ${gameId}`);
    return this.run({
      tournamentId,
      caller: { kind: 'system', id: 'game-service' },
      body: { type: 'RecordResult', round, table, result, gameId },
      idempotencyKey: `linked-game|${gameId}|${round}`,
      correlationId: gameId,
    });
  }

  /** The deck checker handed to the library (it stays pure): libs/cards' checkDeckList on the api's catalogue. */
  private async deckValidator(): Promise<DeckValidator> {
    const { catalogue, source } = await this.cards.current();
    return (deckList, { game, format }) => {
      if (game !== '1E')
        return {
          valid: true,
          errors: [],
          warnings: ['not checked: only 1E deck rules are implemented'],
        };
      const modern = /modern/i.test(format);
      const banList =
        modern && source.kind === 'read-model' ? modernBanList(catalogue.all()) : undefined;
      const check = checkDeckList(deckList, catalogue, banList ? { banList } : {});
      const warnings =
        modern && !banList
          ? ['Modern legality not checked: the built-in starter pool has no format tags']
          : [];
      return {
        valid: check.valid,
        errors: [
          ...check.errors.map((e) => `line ${e.line}: ${e.message}`),
          ...check.validation.problems.map((p) => `${p.message} (${p.rule})`),
        ],
        ...(warnings.length ? { warnings } : {}),
      };
    };
  }
}

/** The library's actor: a director of this tournament (or an admin) acts as director; everyone else as a player. */
function actorFor(caller: TournamentCaller, state: TournamentState): Actor {
  if (caller.kind === 'system') return { id: caller.id, role: 'system' };
  if (caller.role === 'admin') return { id: caller.id, role: 'director' };
  if (!state.config)
    return { id: caller.id, role: caller.role === 'director' ? 'director' : 'player' };
  return {
    id: caller.id,
    role: state.config.directors.includes(caller.id) ? 'director' : 'player',
  };
}

function resultOf(tournamentId: string, commandId: string, events: RecordedEvent[]): CommandResult {
  return {
    tournamentId,
    commandId,
    revision: events[events.length - 1]!.revision,
    events: events.map((e) => ({ ...(e.data as object), type: e.type, revision: e.revision })),
  };
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
