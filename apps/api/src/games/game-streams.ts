import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { decide, evolve, evolveAll, initialState, type Command, type GameEvent, type GameState } from '@captains-log/engine';
import { uuidFromName, type EventStore, type JsonObject, type NewEvent, type RecordedEvent } from '@captains-log/event-store';
import {
  ChainBrokenError,
  CommandPath,
  EVENT_STORE,
  READ_MODELS,
  REPLAY_KEY,
  requireIntactChain,
  type CommandOutcome,
  type LoadedStream,
  type ReplaySigningKey,
  type StreamFold,
} from '@captains-log/platform';
import { headMessage } from '@captains-log/replay';
import type { GameStreamMetadata, ReadModelDatabase } from '@captains-log/read-models';
import { GameEndedEvent, GameRulingEvent, GameStartedEvent, JudgeCalledEvent } from './game-events';
import { GameNotifier } from './game-notifier';

export const gameStream = (gameId: string) => `game-${gameId}`;
/** the actor recorded on GameSealed */
export const SEALER = 'system:seal';
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
  /** the newest state of each game this process appended to (what live followers read after an append here) */
  private readonly latest = new Map<string, LoadedGame>();

  private readonly logger = new Logger('Games');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly notifier: GameNotifier,
    private readonly events: EventBus,
    @Inject(REPLAY_KEY) private readonly key: ReplaySigningKey,
    @Inject(READ_MODELS) private readonly readModels: ReadModelDatabase,
  ) {
    this.path = new CommandPath(store, { fold: gameFold, appended: (outcome) => this.appended(outcome) });
  }

  /**
   * The game now (read from the store: another instance may have appended). With `atLeast`, a game
   * this process has already seen at that revision or later is answered from memory: live
   * followers told of an append made here do not read the store again.
   */
  async load(gameId: string, atLeast?: number): Promise<LoadedGame> {
    const known = this.latest.get(gameId);
    if (atLeast !== undefined && known && known.revision >= atLeast) return known;
    return this.remember(asGame(gameId, await this.path.load(gameStream(gameId))));
  }

  private remember(game: LoadedGame): LoadedGame {
    const known = this.latest.get(game.gameId);
    if (!known || known.revision <= game.revision) {
      this.latest.delete(game.gameId);
      this.latest.set(game.gameId, game);
      if (this.latest.size > 500) this.latest.delete(this.latest.keys().next().value!);
    }
    return game;
  }

  /** Forget the cached fold of a game (its stored chain was found broken): the next load reads the store. */
  forget(gameId: string): void {
    this.path.forget(gameStream(gameId));
    this.latest.delete(gameId);
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
    const ended = outcome.after.state.engine.phase === 'ended' && !outcome.after.state.engine.judge.sealed;
    if (ended) await this.seal(gameId);
    return {
      before: outcome.before.revision === null ? null : game(outcome.before),
      after: game(outcome.after),
      events: outcome.events,
      repeated: outcome.repeated,
    };
  }

  /**
   * Seals an ended game before the command that ended it is answered (DESIGN.md › Integrity,
   * Judges): the head hash of its log — GameEnded's — signed with the platform's Ed25519 key (the
   * replay signing key; the message is the replays' head message) in a GameSealed fact. Its command
   * id derives from the game, so a repeat (or another instance) decides nothing twice.
   */
  private async seal(gameId: string): Promise<void> {
    // never sign a head whose chain does not verify (issue 14): re-read the log from the store, not the cache
    const stream = gameStream(gameId);
    try {
      await requireIntactChain(this.readModels, stream, await this.store.readStream(stream), 'seal');
    } catch (err) {
      if (!(err instanceof ChainBrokenError)) throw err;
      this.logger.error(`not sealing game ${gameId}: ${err.message}`);
      this.forget(gameId);
      return;
    }
    const key = `seal|${gameId}`;
    await this.path.handle(gameStream(gameId), {
      commandId: key,
      retries: 3,
      decide: (loaded) => {
        const state = loaded.state.engine;
        if (loaded.revision === null || state.phase !== 'ended' || state.judge.sealed) return [];
        const head = loaded.events.at(-1)!;
        const command: Command = {
          type: 'SealGame',
          actor: 'system',
          headRevision: head.revision,
          headHash: head.hash,
          signature: this.key.sign(headMessage(gameStream(gameId), head.revision, head.hash)),
          publicKey: this.key.publicKeyRaw,
        };
        return decide(state, command).map((event, i) => ({
          id: uuidFromName(`${gameId}/${key}/${i}`),
          type: event.type,
          data: event as unknown as JsonObject,
          metadata: { actor: SEALER, commandId: key, correlationId: key, ...(event.rule ? { rule: event.rule } : {}), ...(i === 0 ? { command: { type: 'SealGame', headRevision: head.revision } } : {}) },
        }));
      },
    });
  }

  private async appended({ before, after, events }: CommandOutcome<GameFold>): Promise<void> {
    const gameId = gameIdOf(after.stream);
    this.remember(asGame(gameId, after));
    // Issue 17: the command's answer does not wait for the fan-out (a Redis round trip); the
    // notifier reports its own failures and falls back to this instance's listeners.
    this.notifier.appended(gameId, after.revision!).catch((e: Error) => this.logger.warn(`live viewers of game ${gameId} not told of revision ${after.revision}: ${e.message}`));
    if (before.revision === null) this.events.publish(new GameStartedEvent(asGame(gameId, after)));
    for (const e of events)
      if (e.type === 'RulingMade') this.events.publish(new GameRulingEvent(asGame(gameId, after), e.data as unknown as GameRulingEvent['ruling']));
      else if (e.type === 'JudgeCalled') this.events.publish(new JudgeCalledEvent(asGame(gameId, after), e.data as unknown as JudgeCalledEvent['call']));
    const ended = after.state.engine.phase === 'ended' && before.state.engine.phase !== 'ended';
    if (ended) this.events.publish(new GameEndedEvent(asGame(gameId, after)));
  }
}

function asGame(gameId: string, loaded: LoadedStream<GameFold>): LoadedGame {
  if (loaded.revision === null) throw new NotFoundException(`no game with id ${gameId}`);
  if (!loaded.state.meta) throw new NotFoundException(`game ${gameId} was not created by the game service`);
  return { gameId, events: loaded.events, state: loaded.state.engine, revision: loaded.revision, meta: loaded.state.meta };
}

/** The state after event `revision` (time travel), folded from the start (evolveAll folds in place). */
export function stateAt(game: LoadedGame, revision: number): GameState {
  if (revision >= game.revision) return game.state;
  const events: GameEvent[] = [];
  for (const e of game.events) {
    if (e.revision > revision) break;
    events.push(e.data as unknown as GameEvent);
  }
  return evolveAll(events);
}
