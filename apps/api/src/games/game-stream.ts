import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { evolve, initialState, type GameEvent, type GameState } from '@captains-log/engine';
import type { EventStore, RecordedEvent } from '@captains-log/event-store';
import { EVENT_STORE } from '@captains-log/platform';
import type { GameStreamMetadata } from '@captains-log/read-models';

export const gameStream = (gameId: string) => `game-${gameId}`;

/** A game as its log makes it: every recorded event, the folded state, the service's metadata. */
export interface LoadedGame {
  readonly gameId: string;
  readonly events: readonly RecordedEvent[];
  readonly state: GameState;
  /** revision of the last event */
  readonly revision: number;
  readonly meta: GameStreamMetadata;
}

const CACHE_SIZE = 500;

/**
 * Loads games from the event store and folds them with the engine's evolve (no rules run). Keeps
 * the most recently used games folded in memory and reads only the events appended since, so a
 * command costs one short read, not a replay of the whole game.
 */
@Injectable()
export class GameStreams {
  private readonly cache = new Map<string, LoadedGame>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(gameId: string): Promise<LoadedGame> {
    const cached = this.cache.get(gameId);
    const fresh = await this.store.readStream(gameStream(gameId), { from: cached ? cached.revision + 1 : 0 });
    if (!cached && fresh.length === 0) throw new NotFoundException(`no game with id ${gameId}`);
    const game = cached ? (fresh.length ? extend(cached, fresh) : cached) : build(gameId, fresh);
    this.remember(game);
    return game;
  }

  /** record what this instance just appended (saves the read on the next command) */
  appended(game: LoadedGame, events: readonly RecordedEvent[]): LoadedGame {
    const next = extend(game, events);
    this.remember(next);
    return next;
  }

  private remember(game: LoadedGame): void {
    this.cache.delete(game.gameId);
    this.cache.set(game.gameId, game);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }
}

function build(gameId: string, events: readonly RecordedEvent[]): LoadedGame {
  const meta = events[0]?.metadata.game as unknown as GameStreamMetadata | undefined;
  if (!meta) throw new NotFoundException(`game ${gameId} was not created by the game service`);
  return extend({ gameId, events: [], state: initialState(), revision: -1, meta }, events);
}

function extend(game: LoadedGame, events: readonly RecordedEvent[]): LoadedGame {
  let state = game.state;
  for (const e of events) state = evolve(state, e.data as unknown as GameEvent);
  return {
    ...game,
    events: [...game.events, ...events],
    state,
    revision: events.length ? events[events.length - 1].revision : game.revision,
  };
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
