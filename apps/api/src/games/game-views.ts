import { evolve, redactEvent, viewChanges, type GameEvent, type GameState, type Viewer } from '@captains-log/engine';
import type { RecordedEvent } from '@captains-log/event-store';
import { viewerOf, type GameRole } from './game-access';
import { stateAt, type LoadedGame } from './game-streams';
import type { CachedView } from './game-view-cache';

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

/** Who the caller is at the table, and who plays: the part every form of the snapshot shares. */
function header(game: LoadedGame, revision: number, role: GameRole) {
  return {
    gameId: game.gameId,
    revision,
    you: role.kind === 'player' ? { role: 'player', seat: role.seat } : { role: role.kind },
    players: game.meta.players.map(({ seat, handle, name }) => ({ seat, handle, name })),
    tournament: game.meta.tournament ?? null,
  };
}

/** The caller's whole view at the cached view's revision, with what they may do (nothing unless current). */
export function snapshot(game: LoadedGame, cached: CachedView, role: GameRole) {
  return { ...header(game, cached.revision, role), view: cached.view, legalCommands: cached.legalCommands };
}

/** The compact form (issue 17): card definitions once, commands grouped by their varying field. */
export function compactSnapshot(game: LoadedGame, cached: CachedView, role: GameRole) {
  const { view, cards } = cached.compact();
  return { ...header(game, cached.revision, role), form: 'compact' as const, view, cards, legalCommands: cached.compactCommands() };
}

/** What changed in the caller's compact view since `before`'s revision, with the commands now. */
export function snapshotChanges(game: LoadedGame, before: CachedView, cached: CachedView, role: GameRole) {
  return {
    ...header(game, cached.revision, role),
    form: 'changes' as const,
    since: before.revision,
    ...viewChanges(before.compact(), cached.compact()),
    legalCommands: cached.compactCommands(),
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
