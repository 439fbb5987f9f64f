import { evolve, legalCommands, redactEvent, view, type GameEvent, type GameState, type Viewer } from '@captains-log/engine';
import type { RecordedEvent } from '@captains-log/event-store';
import { viewerOf, type GameRole } from './game-access';
import { stateAt, type LoadedGame } from './game-streams';

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

/** The caller's view at `revision` (the game's current state unless time travelling), with what they may do. */
export function snapshot(game: LoadedGame, state: GameState, revision: number, role: GameRole) {
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

/** A command's answer: its events as the caller may see them. */
export function answer(
  game: LoadedGame,
  events: readonly RecordedEvent[],
  role: GameRole,
  repeated: boolean,
  before?: GameState,
): CommandResult {
  return { gameId: game.gameId, revision: game.revision, repeated, events: visibleEvents(game, events, role, before) };
}

/**
 * Redact each event for the viewer, from the state just before it (the engine's rule). `start`
 * is that state for the first event when the caller has it; otherwise it is folded from the log.
 */
export function visibleEvents(game: LoadedGame, events: readonly RecordedEvent[], role: GameRole, start?: GameState): VisibleEvent[] {
  if (events.length === 0) return [];
  const viewer: Viewer = viewerOf(role);
  const options = { openAfterEnd: game.meta.settings.openAfterEnd };
  let before = start ?? stateAt(game, events[0]!.revision - 1);
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
