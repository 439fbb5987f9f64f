import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { Subject } from 'rxjs';
import type { EventStore, RecordedEvent } from '@captains-log/event-store';
import { CommandPath, EVENT_STORE, IdempotencyConflictError, idempotentCommand, PROJECTION_RUNNER, StaleRevisionError, type LoadedStream } from '@captains-log/platform';
import type { ProjectionRunner } from '@captains-log/read-models';
import {
  decide,
  evolve,
  initialTournamentState,
  requireMayNameAccount,
  tournamentStream,
  type Actor,
  type TournamentCommand,
  type TournamentState,
} from '@captains-log/tournament';
import { IdempotencyConflictException } from '../http/idempotency';
import { TournamentDeckValidator } from './tournament-deck-validator';
import { httpErrorOf, staleRevision, tournamentNotFound } from './tournament-errors';
import { commandIdFor, fromRecorded, toNewEvents } from './tournament-events';

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
  /** what the key is compared with when the body holds server-made values (a new tournament's seed); default the body */
  request?: unknown;
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
  recorded: readonly RecordedEvent[];
  state: TournamentState;
  /** revision of the stream's last event, null when it does not exist */
  revision: number | null;
}

/**
 * Tournament streams (`tournament-<id>`) on the command path (libs/platform CommandPath): folded
 * with the library's evolve, decided by the library, appended at the revision read. When the client
 * sent no If-Match and another writer got in between, the command is decided once more on the
 * fresh stream (then 409); with If-Match the client decides, so a different revision is a 409 at
 * once. Idempotency: the command id (derived from the caller and the Idempotency-Key) is in every
 * event's metadata, and a repeat answers the original events.
 */
@Injectable()
export class TournamentStreams {
  /** every successful append (the round clock listens for started rounds) */
  readonly appended$ = new Subject<{ tournamentId: string; events: RecordedEvent[] }>();
  private readonly path: CommandPath<TournamentState>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly decks: TournamentDeckValidator,
    @Optional() @Inject(PROJECTION_RUNNER) projections: ProjectionRunner | null,
  ) {
    this.path = new CommandPath(store, {
      fold: { initialState: initialTournamentState, evolve: (state, e) => evolve(state, fromRecorded(e)) },
      appended: ({ after, events }) => {
        projections?.poke();
        this.appended$.next({ tournamentId: after.stream.slice('tournament-'.length), events: [...events] });
      },
    });
  }

  async load(tournamentId: string): Promise<LoadedTournament> {
    return asTournament(tournamentId, await this.path.load(tournamentStream(tournamentId)));
  }

  async loadExisting(tournamentId: string): Promise<LoadedTournament> {
    const loaded = await this.load(tournamentId);
    if (!loaded.state.config) throw tournamentNotFound(tournamentId);
    return loaded;
  }

  /**
   * Refuses (403, the library's words) a caller who is not a director of this tournament naming
   * another account: asked before the account is looked up, so a player cannot tell from a 404
   * which handles have accounts.
   */
  async requireMayNameAccount(tournamentId: string, caller: TournamentCaller, purpose: 'AddJudge' | 'RegisterPlayer'): Promise<void> {
    const { state } = await this.loadExisting(tournamentId);
    try {
      requireMayNameAccount(actorFor(caller, state), purpose);
    } catch (error) {
      throw httpErrorOf(error);
    }
  }

  /** Decide and record one library command for `caller` (actor: director of this tournament, player or system). */
  async run(command: RunCommand): Promise<CommandOutcome> {
    const { tournamentId, caller, body } = command;
    const commandId = command.idempotencyKey ? commandIdFor(caller.id, command.idempotencyKey) : randomUUID();
    // the request a key stands for: a repeat with another body is a 422 (libs/platform CommandPath)
    const fingerprint = command.idempotencyKey ? idempotentCommand('tournament-command', caller.id, command.idempotencyKey, command.request ?? body).fingerprint : undefined;
    try {
      const outcome = await this.path.handle(tournamentStream(tournamentId), {
        commandId,
        ...(fingerprint ? { fingerprint, key: command.idempotencyKey! } : {}),
        ...(command.expectedRevision !== undefined ? { expectedRevision: command.expectedRevision } : { retries: 1 }),
        check: ({ state }) => {
          if (body.type !== 'CreateTournament' && !state.config) throw tournamentNotFound(tournamentId);
        },
        decide: async ({ state }) => {
          const validateDeck = body.type === 'RegisterPlayer' || body.type === 'UpdateDeckList' ? await this.decks.validator() : undefined;
          let events;
          try {
            events = decide(
              state,
              { ...body, actor: actorFor(caller, state), at: new Date().toISOString() } as TournamentCommand,
              validateDeck ? { validateDeck } : {},
            );
          } catch (error) {
            throw httpErrorOf(error);
          }
          return toNewEvents(events, { actor: caller.id, commandId, correlationId: command.correlationId ?? commandId });
        },
      });
      return { result: resultOf(tournamentId, commandId, outcome.events), replayed: outcome.repeated };
    } catch (error) {
      if (error instanceof StaleRevisionError) throw staleRevision(tournamentId, error.expected, error.actual);
      if (error instanceof IdempotencyConflictError) throw new IdempotencyConflictException(error);
      throw error;
    }
  }
}

function asTournament(tournamentId: string, loaded: LoadedStream<TournamentState>): LoadedTournament {
  return { tournamentId, recorded: loaded.events, state: loaded.state, revision: loaded.revision };
}

/** The library's actor: a director of this tournament (or an admin) acts as director; everyone else as a player. */
function actorFor(caller: TournamentCaller, state: TournamentState): Actor {
  if (caller.kind === 'system') return { id: caller.id, role: 'system' };
  if (caller.role === 'admin') return { id: caller.id, role: 'director' };
  if (!state.config) return { id: caller.id, role: caller.role === 'director' ? 'director' : 'player' };
  return { id: caller.id, role: state.config.directors.includes(caller.id) ? 'director' : 'player' };
}

function resultOf(tournamentId: string, commandId: string, events: readonly RecordedEvent[]): CommandResult {
  return {
    tournamentId,
    commandId,
    revision: events[events.length - 1]!.revision,
    events: events.map((e) => ({ ...(e.data as object), type: e.type, revision: e.revision })),
  };
}
