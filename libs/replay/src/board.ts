import type { GameState, PlayerView, ViewOptions, Viewer } from '@captains-log/engine';
import type { Board, BoardCard } from './format';

type ViewCard = PlayerView['zones'][string][number];

/**
 * The board a replay stores for a step: the engine's view for the perspective (view.ts decides
 * what is hidden), cards named by instance and blueprint id instead of carrying the whole card.
 * Tests compare boardOf(view(state at step n, viewer)) with what the replay model seeks to.
 *
 * A board shares the view's (that is, the engine state's) objects instead of copying them: the
 * engine never changes a state in place, and a board is only read (diffed and serialised), never
 * changed. Members the view leaves undefined are absent for the patches and canonical JSON alike.
 */
export function boardOf(view: PlayerView): Board {
  const zones: Record<string, readonly BoardCard[]> = {};
  for (const zone of Object.keys(view.zones).sort()) zones[zone] = view.zones[zone]!.map(boardCard);
  return boardWith(view, zones);
}

function boardCard(c: ViewCard): BoardCard {
  if ('hidden' in c) return { hidden: true, owner: c.owner };
  return {
    iid: c.iid,
    owner: c.owner,
    bp: c.card.id,
    faceUp: c.faceUp,
    ...(c.stopped ? { stopped: true as const } : {}),
    ...(c.misSeed !== undefined ? { misSeed: c.misSeed } : {}),
    ...(c.countdown !== undefined ? { countdown: c.countdown } : {}),
  };
}

function boardWith(view: PlayerView, zones: Readonly<Record<string, readonly BoardCard[]>>): Board {
  return {
    phase: view.phase,
    dilemmaStage: view.dilemmaStage,
    startingPlayer: view.startingPlayer,
    ...(view.seed !== undefined ? { seed: view.seed } : {}),
    turn: view.turn,
    awaiting: view.awaiting,
    score: view.score,
    locations: view.locations,
    spacelines: view.spacelines,
    zones,
    pendingManual: view.pendingManual,
    disputes: view.disputes,
    timeCalled: view.timeCalled,
    result: view.result,
  };
}

/** The engine functions a board needs. */
export interface BoardEngine {
  view(state: GameState, viewer: Viewer, options?: ViewOptions): PlayerView;
}

/**
 * Zones whose board may differ between two consecutive states of one game: their card list
 * changed, or a card in them changed (the engine replaces what it changes, so identity tells).
 */
export class ZoneChanges {
  private lastCards: GameState['cards'] | null = null;
  private lastList: GameState['cards'][string][] = [];

  /** The zones that changed from `before` to `after`; null: all of them (the first state, or the
   * card universe changed). */
  between(before: GameState | null, after: GameState): Set<string> | null {
    if (!before || before.blueprints !== after.blueprints) return null;
    const changed = new Set<string>();
    if (before.zones !== after.zones) {
      for (const zone in after.zones) if (after.zones[zone] !== before.zones[zone]) changed.add(zone);
      for (const zone in before.zones) if (!(zone in after.zones)) changed.add(zone);
    }
    if (before.cards !== after.cards) {
      // The engine replaces an instance in place (same key, same position), so the instance lists
      // of the two states line up; when they do not (a card added or removed), compare by id.
      const now = Object.values(after.cards);
      const then = this.lastCards === before.cards ? this.lastList : Object.values(before.cards);
      let aligned = now.length === then.length;
      for (let i = 0; aligned && i < now.length; i += 1) {
        const a = now[i]!;
        const b = then[i]!;
        if (a === b) continue;
        if (a.iid !== b.iid) aligned = false;
        else changed.add(a.zone).add(b.zone);
      }
      if (!aligned) {
        for (const iid in after.cards) if (after.cards[iid] !== before.cards[iid]) changed.add(after.cards[iid]!.zone);
        for (const iid in before.cards) if (after.cards[iid] !== before.cards[iid]) changed.add(before.cards[iid]!.zone);
      }
      this.lastCards = after.cards;
      this.lastList = now;
    }
    return changed;
  }
}

/**
 * One perspective's board, step after step, without rebuilding what did not change: only the zones
 * `ZoneChanges` names go through the engine's view again (the view of a state holding just those
 * zones); the other zones keep their arrays from the step before, so a diff passes them by
 * identity. Every zone is redone when what the viewer may see changes as a whole (the view shows
 * the seed exactly when it opens everything: the director, and everyone once an ended game opens).
 * Equal to boardOf(view(state)) at every step (replay.spec.ts checks it over whole games).
 */
export class BoardTracker {
  private readonly zones = new Map<string, readonly BoardCard[]>();
  private keys: string[] = [];
  private sortedZones: Readonly<Record<string, readonly BoardCard[]>> = {};
  private opened: boolean | null = null;
  private readonly shown = new Map<string, BoardCard>();
  private readonly hidden = new Map<string, BoardCard>();

  constructor(
    private readonly engine: BoardEngine,
    private readonly viewer: Viewer,
    private readonly options: ViewOptions,
  ) {}

  /** The card as last shown when it shows the same (so unchanged cards compare by identity). */
  private cardOf(c: ViewCard): BoardCard {
    if ('hidden' in c) {
      const hidden = this.hidden.get(c.owner);
      if (hidden) return hidden;
      const made = boardCard(c);
      this.hidden.set(c.owner, made);
      return made;
    }
    const last = this.shown.get(c.iid);
    if (
      last &&
      !('hidden' in last) &&
      last.owner === c.owner &&
      last.bp === c.card.id &&
      last.faceUp === c.faceUp &&
      last.stopped === (c.stopped ? true : undefined) &&
      last.misSeed === c.misSeed &&
      last.countdown === c.countdown
    )
      return last;
    const made = boardCard(c);
    this.shown.set(c.iid, made);
    return made;
  }

  /**
   * The board after `state`, given `changed` = ZoneChanges.between(state before, state). `visit` gets the
   * cards of every zone rebuilt (the cards of the others were visited before).
   */
  next(state: GameState, changed: Set<string> | null, visit?: (cards: readonly BoardCard[]) => void): Board {
    let all = changed === null;
    let view = this.engine.view(all ? state : { ...state, zones: pick(state.zones, changed!) }, this.viewer, this.options);
    const opened = view.seed !== undefined;
    if (!all && opened !== this.opened) {
      all = true;
      view = this.engine.view(state, this.viewer, this.options);
    }
    this.opened = opened;
    if (all) this.zones.clear();
    const redo = all ? Object.keys(view.zones) : changed!;
    if (redo === changed && changed.size === 0) return boardWith(view, this.sortedZones);
    let keysChanged = all;
    for (const zone of redo) {
      const cards = view.zones[zone];
      if (cards === undefined) {
        keysChanged = this.zones.delete(zone) || keysChanged;
        continue;
      }
      if (!this.zones.has(zone)) keysChanged = true;
      const board = cards.map((c) => this.cardOf(c));
      this.zones.set(zone, board);
      visit?.(board);
    }
    if (keysChanged) this.keys = [...this.zones.keys()].sort();
    const sorted: Record<string, readonly BoardCard[]> = {};
    for (const zone of this.keys) sorted[zone] = this.zones.get(zone)!;
    this.sortedZones = sorted;
    return boardWith(view, sorted);
  }
}

function pick<T>(record: Readonly<Record<string, T>>, keys: ReadonlySet<string>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of keys) if (key in record) out[key] = record[key]!;
  return out;
}

/** Where a card instance is on the board (zone key), if visible. */
export function zoneOf(board: Board, iid: string): string | null {
  for (const [zone, cards] of Object.entries(board.zones)) for (const c of cards) if (!('hidden' in c) && c.iid === iid) return zone;
  return null;
}
