import type { CardInstance, FoldedStep, GameState, PlayerView, ViewOptions, Viewer } from '@captains-log/engine';
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
  if (view.seed !== undefined) return { ...boardWithout(view, zones), seed: view.seed };
  return boardWithout(view, zones);
}

function boardWithout(view: PlayerView, zones: Readonly<Record<string, readonly BoardCard[]>>): Board {
  return {
    phase: view.phase,
    dilemmaStage: view.dilemmaStage,
    startingPlayer: view.startingPlayer,
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
  /** what decides, besides a card itself, how the viewer sees it (engine view.ts) */
  viewScope(state: GameState, viewer: Viewer, options?: ViewOptions): string;
}

/**
 * Zones whose board may differ between two consecutive states of one game: their card list
 * changed, or a card in them changed (the engine replaces what it changes, so identity tells).
 */
export class ZoneChanges {
  private lastCards: GameState['cards'] | null = null;
  private lastList: GameState['cards'][string][] = [];
  /** The records of the state `folded` was last given (an in-place fold writes them later). */
  private foldCards: GameState['cards'] | null = null;
  private foldZones: GameState['zones'] | null = null;
  /** After `between` or `folded`: per zone of the state after, the cards in it whose instance changed (null: unknown). */
  cards: Map<string, string[]> | null = null;

  /** The zones that changed from `before` to `after`; null: all of them (the first state, or the
   * card universe changed). */
  between(before: GameState | null, after: GameState): Set<string> | null {
    this.cards = null;
    if (!before || before.blueprints !== after.blueprints) return null;
    const changed = new Set<string>();
    const cards = new Map<string, string[]>();
    const card = (instance: CardInstance) => {
      const list = cards.get(instance.zone);
      if (list) list.push(instance.iid);
      else cards.set(instance.zone, [instance.iid]);
    };
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
        else {
          changed.add(a.zone).add(b.zone);
          card(a);
        }
      }
      if (!aligned) {
        cards.clear();
        for (const iid in after.cards)
          if (after.cards[iid] !== before.cards[iid]) {
            changed.add(after.cards[iid]!.zone);
            card(after.cards[iid]!);
          }
        for (const iid in before.cards) if (after.cards[iid] !== before.cards[iid]) changed.add(before.cards[iid]!.zone);
      }
      this.lastCards = after.cards;
      this.lastList = now;
    }
    this.cards = cards;
    return changed;
  }

  /**
   * `between` for the states of an in-place fold (engine `evolveStepwise`), whose card and zone
   * records the next event writes: `step` names the keys the fold wrote in place, so only those are
   * looked at; a record the event replaced instead is compared with the one it replaced.
   * `before`: the state before the event, null for the first.
   */
  folded(before: GameState | null, step: FoldedStep): Set<string> | null {
    const after = step.state;
    this.cards = null;
    const cardsThen = this.foldCards;
    const zonesThen = this.foldZones;
    this.foldCards = after.cards;
    this.foldZones = after.zones;
    if (!before || before.blueprints !== after.blueprints || !cardsThen || !zonesThen) return null;
    const changed = new Set(step.zones);
    const cards = new Map<string, string[]>();
    const card = (instance: CardInstance) => {
      const list = cards.get(instance.zone);
      if (list) list.push(instance.iid);
      else cards.set(instance.zone, [instance.iid]);
    };
    for (const iid of step.cards) {
      const instance = after.cards[iid];
      if (!instance) continue;
      changed.add(instance.zone);
      card(instance);
    }
    if (after.zones !== zonesThen) {
      for (const zone in after.zones) if (after.zones[zone] !== zonesThen[zone]) changed.add(zone);
      for (const zone in zonesThen) if (!(zone in after.zones)) changed.add(zone);
    }
    if (after.cards !== cardsThen) {
      for (const iid in after.cards) {
        const now = after.cards[iid]!;
        const then = cardsThen[iid];
        if (now === then || step.cards.has(iid)) continue;
        changed.add(now.zone);
        if (then) changed.add(then.zone);
        card(now);
      }
      for (const iid in cardsThen) if (!(iid in after.cards)) changed.add(cardsThen[iid]!.zone);
    }
    this.cards = cards;
    return changed;
  }
}

/** `state` holding only the cards `zones` lists; the one without cards is made once per state for
 * every tracker (most steps view no card for most perspectives). */
const bare = new WeakMap<GameState, GameState>();
function holding(state: GameState, zones: Record<string, string[]> | null): GameState {
  if (zones) return { ...state, zones };
  let made = bare.get(state);
  if (!made) bare.set(state, (made = { ...state, zones: {} }));
  return made;
}

/** One hidden card per owner for every board a tracker builds (boards are only read). */
const HIDDEN = new Map<string, BoardCard>();

/**
 * One perspective's board, step after step, without rebuilding what did not change. Only the zones
 * `ZoneChanges` names are built again, and within them only the cards whose instance the engine
 * replaced go through the engine's view (the view of a state holding just those cards); a card
 * whose instance is the one shown before keeps its board card, and a zone that did not change keeps
 * its array from the step before, so a diff passes them by identity. This relies on what view.ts
 * promises: a card's view depends on its instance, its blueprint, the viewer and the engine's
 * `viewScope` (full access; hands exposed by a card in play). So every zone and card is redone when
 * the blueprints change (ZoneChanges says all) or the scope changes; and the state viewed holds
 * only the cards needed unless leaving the others out would change the scope (then the whole state
 * is viewed and the changed zones taken whole from it).
 * Equal to boardOf(view(state)) at every step (replay.spec.ts checks it over whole games, and
 * builder-oracle.spec.ts compares whole files with the plain builder's).
 */
export class BoardTracker {
  private readonly zones = new Map<string, readonly BoardCard[]>();
  private keys: string[] = [];
  private sortedZones: Readonly<Record<string, readonly BoardCard[]>> = {};
  /** The last `next` built every zone anew (else only the zones it was told changed are new). */
  rebuiltAll = true;
  private scope: string | null = null;
  private readonly shown = new Map<string, BoardCard>();
  /** per card instance id: the instance last shown and its board card */
  private readonly memo = new Map<string, { readonly instance: CardInstance; readonly card: BoardCard }>();
  /** per zone: the card list its board was built from */
  private readonly built = new Map<string, readonly string[]>();

  constructor(
    private readonly engine: BoardEngine,
    private readonly viewer: Viewer,
    private readonly options: ViewOptions,
  ) {}

  /** The card as last shown when it shows the same (so unchanged cards compare by identity). */
  private cardOf(c: ViewCard): BoardCard {
    if ('hidden' in c) {
      const hidden = HIDDEN.get(c.owner);
      if (hidden) return hidden;
      const made = boardCard(c);
      HIDDEN.set(c.owner, made);
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
   * The board after `state`, given `changed` = ZoneChanges.between(state before, state) and, when
   * known, `cards` = ZoneChanges.cards (the cards whose instance changed, by zone). `visit` gets every
   * card shown anew (the board cards reused from an earlier step were visited then).
   * With `cards`, a changed zone keeps the board cards of its unchanged ends (the longest common
   * head and tail of its card list before and now) and looks up only the cards between them and
   * those `cards` names; without, it looks up every card of the zone.
   */
  next(state: GameState, changed: Set<string> | null, visit?: (cards: readonly BoardCard[]) => void, cards?: ReadonlyMap<string, readonly string[]> | null): Board {
    const scope = this.engine.viewScope(state, this.viewer, this.options);
    // everything anew when what the viewer may see changes as a whole
    const all = changed === null || scope !== this.scope;
    this.scope = scope;
    const plans = this.plan(state, all ? null : changed!, all ? null : (cards ?? null));
    let { unseen } = plans;
    let held = holding(state, unseen);
    if (unseen && this.engine.viewScope(held, this.viewer, this.options) !== scope) {
      // the cards left out would change how the others show (a card on a table exposing the
      // hands): view the whole state, and take the changed zones whole from it
      const whole: Record<string, string[]> = {};
      for (const zone in unseen) whole[zone] = [...state.zones[zone]!];
      unseen = whole;
      held = state;
    }
    const view = this.engine.view(held, this.viewer, this.options);
    if (unseen) {
      for (const zone in unseen) {
        const iids = unseen[zone]!;
        const shown = view.zones[zone]!;
        const made: BoardCard[] = [];
        for (let i = 0; i < iids.length; i += 1) {
          const card = this.cardOf(shown[i]!);
          this.memo.set(iids[i]!, { instance: state.cards[iids[i]!]!, card });
          made.push(card);
        }
        visit?.(made);
      }
    }
    this.rebuiltAll = all;
    if (!all && changed!.size === 0) return boardWith(view, this.sortedZones);
    let keysChanged = all;
    for (const plan of plans.zones) {
      const { zone, iids } = plan;
      if (iids === undefined) {
        keysChanged = this.zones.delete(zone) || keysChanged;
        this.built.delete(zone);
        continue;
      }
      const before = this.zones.get(zone);
      if (before === undefined) keysChanged = true;
      let board: BoardCard[];
      if (plan.head + plan.tail === 0 || before === undefined) board = iids.map((iid) => this.memo.get(iid)!.card);
      else {
        board = before.slice(0, plan.head);
        for (let i = plan.head; i < iids.length - plan.tail; i += 1) board.push(this.memo.get(iids[i]!)!.card);
        for (let i = before.length - plan.tail; i < before.length; i += 1) board.push(before[i]!);
        for (const iid of plan.replaced) board[iids.indexOf(iid)] = this.memo.get(iid)!.card;
      }
      this.zones.set(zone, board);
      this.built.set(zone, iids);
    }
    let sorted: Record<string, readonly BoardCard[]>;
    if (keysChanged) {
      this.keys = [...this.zones.keys()].sort();
      sorted = {};
      for (const zone of this.keys) sorted[zone] = this.zones.get(zone)!;
    } else {
      // the same zones: a copy of the last record (members in the same, sorted, order) with the
      // rebuilt zones replaced
      sorted = { ...this.sortedZones };
      for (const plan of plans.zones) sorted[plan.zone] = this.zones.get(plan.zone)!;
    }
    this.sortedZones = sorted;
    this.rebuiltAll = all;
    return boardWith(view, sorted);
  }

  /**
   * What to rebuild: per zone, its card list now (undefined: gone), how many cards at its head and
   * tail keep their board cards, the cards among those to replace; and the cards the engine must
   * view (`unseen`, by zone). `changed` null: everything, from nothing.
   */
  private plan(state: GameState, changed: Set<string> | null, cards: ReadonlyMap<string, readonly string[]> | null) {
    if (changed === null) {
      this.memo.clear();
      this.zones.clear();
      this.built.clear();
    }
    let unseen: Record<string, string[]> | null = null;
    const zones: { zone: string; iids: readonly string[] | undefined; head: number; tail: number; replaced: readonly string[] }[] = [];
    for (const zone of changed ?? Object.keys(state.zones)) {
      const iids = state.zones[zone];
      if (iids === undefined) {
        zones.push({ zone, iids, head: 0, tail: 0, replaced: [] });
        continue;
      }
      const before = cards ? this.built.get(zone) : undefined;
      let head = 0;
      let tail = 0;
      if (before !== undefined) {
        const most = Math.min(before.length, iids.length);
        while (head < most && before[head] === iids[head]) head += 1;
        while (tail < most - head && before[before.length - 1 - tail] === iids[iids.length - 1 - tail]) tail += 1;
      }
      // cards at the ends whose instance changed (moved within the zone, turned, stopped, ...)
      const replaced = (before !== undefined && cards!.get(zone)) || [];
      for (const iid of replaced) ((unseen ??= {})[zone] ??= []).push(iid);
      for (let i = head; i < iids.length - tail; i += 1) {
        const iid = iids[i]!;
        if (this.memo.get(iid)?.instance === state.cards[iid] || replaced.includes(iid)) continue;
        ((unseen ??= {})[zone] ??= []).push(iid);
      }
      zones.push({ zone, iids, head, tail, replaced });
    }
    return { zones, unseen };
  }
}

/** Where a card instance is on the board (zone key), if visible. */
export function zoneOf(board: Board, iid: string): string | null {
  for (const [zone, cards] of Object.entries(board.zones)) for (const c of cards) if (!('hidden' in c) && c.iid === iid) return zone;
  return null;
}
