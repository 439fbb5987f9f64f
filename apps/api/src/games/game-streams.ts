import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { evolve, initialState, type GameEvent, type GameState } from '@captains-log/engine';
import type { EventStore, NewEvent, RecordedEvent } from '@captains-log/event-store';
import { CommandPath, EVENT_STORE, type CommandOutcome, type LoadedStream, type StreamFold } from '@captains-log/platform';
import type { GameStreamMetadata } from '@captains-log/read-models';
import { GameEndedEvent, GameStartedEvent } from './game-events';
import { GameNotifier } from './game-notifier';

export const gameStream = (gameId: string) => `game-${gameId}`;
const gameIdOf = (stream: string) => stream.slice('game-'.length);

/** A game as its log makes it: every recorded event, the folded state, the service's metadata. */
export interface LoadedGame {
  readonly gameId: string;
  readonly events: readonly RecordedEvent[];
  readonly state: GameState;
  /** revision of the last event */
  readonly revision: number;
  readonly meta: GameStreamMetadata;
}

/** What a game stream folds into: the engine's state and the metadata its first event carries. */
interface GameFold {
  engine: GameState;
  meta: GameStreamMetadata | null;
}

/** The engine's evolve over the recorded facts (no rules run: DESIGN.md › The engine). */
const gameFold: StreamFold<GameFold> = {
  initialState: () => ({ engine: initialState(), meta: null }),
  evolve: (s, e) => ({
    engine: evolve(s.engine, e.data as unknown as GameEvent),
    meta: s.meta ?? ((e.metadata.game as unknown as GameStreamMetadata | undefined) ?? null),
  }),
};

/** A game command on the one command path (libs/platform CommandPath), in the game's terms. */
export interface GameCommandRequest {
  commandId: string;
  /** the request's fingerprint and the client's key, when the command id stands for a client's idempotency key */
  fingerprint?: string;
  key?: string;
  /** the revision the client read; null when creating the game; undefined: the current one (see retries) */
  expectedRevision?: number | null;
  /** without expectedRevision: decide again this many times after losing a race */
  retries?: number;
  admit?(game: LoadedGame): void | Promise<void>;
  check?(game: LoadedGame): void | Promise<void>;
  decide(game: LoadedGame | null): NewEvent[];
}

export interface GameCommandOutcome {
  before: LoadedGame | null;
  after: LoadedGame;
  events: readonly RecordedEvent[];
  repeated: boolean;
}

/**
 * Game streams on the command path: loads and folds games (the most recently used stay folded in
 * memory and only what was appended since is read), runs commands one after another per game in
 * this process, and after each append tells live viewers (GameNotifier) and, when the game has just
 * ended, the rest of the api (GameStartedEvent: computer seats sit down; GameEndedEvent: linked games
 * report their result).
 */
@Injectable()
export class GameStreams {
  private readonly path: CommandPath<GameFold>;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    private readonly notifier: GameNotifier,
    private readonly events: EventBus,
  ) {
    this.path = new CommandPath(store, { fold: gameFold, appended: (outcome) => this.appended(outcome) });
  }

  async load(gameId: string): Promise<LoadedGame> {
    return asGame(gameId, await this.path.load(gameStream(gameId)));
  }

  /** Forget the cached fold of a game (its stored chain was found broken): the next load reads the store. */
  forget(gameId: string): void {
    this.path.forget(gameStream(gameId));
  }

  async handle(gameId: string, request: GameCommandRequest): Promise<GameCommandOutcome> {
    const game = (loaded: LoadedStream<GameFold>) => asGame(gameId, loaded);
    const outcome = await this.path.handle(gameStream(gameId), {
      commandId: request.commandId,
      ...(request.fingerprint !== undefined ? { fingerprint: request.fingerprint } : {}),
      ...(request.key !== undefined ? { key: request.key } : {}),
      ...(request.expectedRevision !== undefined ? { expectedRevision: request.expectedRevision } : {}),
      ...(request.retries !== undefined ? { retries: request.retries } : {}),
      admit: request.admit && ((loaded) => request.admit!(game(loaded))),
      check: request.check && ((loaded) => request.check!(game(loaded))),
      decide: (loaded) => request.decide(loaded.revision === null ? null : game(loaded)),
    });
    return {
      before: outcome.before.revision === null ? null : game(outcome.before),
      after: game(outcome.after),
      events: outcome.events,
      repeated: outcome.repeated,
    };
  }

  private async appended({ before, after }: CommandOutcome<GameFold>): Promise<void> {
    const gameId = gameIdOf(after.stream);
    await this.notifier.appended(gameId, after.revision!);
    if (before.revision === null) this.events.publish(new GameStartedEvent(asGame(gameId, after)));
    const ended = after.state.engine.phase === 'ended' && before.state.engine.phase !== 'ended';
    if (ended) this.events.publish(new GameEndedEvent(asGame(gameId, after)));
  }
}

function asGame(gameId: string, loaded: LoadedStream<GameFold>): LoadedGame {
  if (loaded.revision === null) throw new NotFoundException(`no game with id ${gameId}`);
  if (!loaded.state.meta) throw new NotFoundException(`game ${gameId} was not created by the game service`);
  return { gameId, events: loaded.events, state: loaded.state.engine, revision: loaded.revision, meta: loaded.state.meta };
}

/** The state after event `revision` (time travel), folded from the start. */
export function stateAt(game: LoadedGame, revision: number): GameState {
  let state = initialState();
  for (const e of game.events) {
    if (e.revision > revision) break;
    state = evolve(state, e.data as unknown as GameEvent);
  }
  return state;
}
