import type { CardInstance, FoldedStep, GameState, PlayerView, TableSight, TableView, ViewOptions, Viewer } from '@captains-log/engine';
import type { Board, BoardCard, PatchOp } from './format';
import { diffBoards } from './patch';

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
    ...(c.damage ? { damage: c.damage } : {}),
  };
}

function boardWith(view: PlayerView | TableView, zones: Readonly<Record<string, readonly BoardCard[]>>): Board {
  if (view.seed !== undefined) return { ...boardWithout(view, zones), seed: view.seed };
  return boardWithout(view, zones);
}

function boardWithout(view: PlayerView | TableView, zones: Readonly<Record<string, readonly BoardCard[]>>): Board {
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

/** The engine functions a board needs (engine view.ts). */
export interface BoardEngine {
  /** what the table says about how cards show, the same for every viewer (computed once per step) */
  tableSight(state: GameState): TableSight;
  /** what decides, besides a card itself, how the viewer sees it */
  viewScope(state: GameState, viewer: Viewer, options?: ViewOptions, sight?: TableSight): string;
  viewCard(state: GameState, iid: string, viewer: Viewer, options?: ViewOptions, sight?: TableSight): ViewCard;
  seenAsPublic(state: GameState, viewer: Viewer, instance: CardInstance, options?: ViewOptions, sight?: TableSight): boolean;
  tableView(state: GameState, viewer: Viewer, options?: ViewOptions): TableView;
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

/** What BoardSet.patch diffs: two boards of a viewer and the changed zones of the first as they were. */
interface DiffInputs {
  readonly prev: Board;
  readonly board: Board;
  readonly before: Board['zones'];
}

/** A board's members but its zones: every one boardWith makes (a BoardSet's boards have no others). */
const MEMBERS = ['phase', 'dilemmaStage', 'startingPlayer', 'seed', 'turn', 'awaiting', 'score', 'locations', 'spacelines', 'pendingManual', 'disputes', 'timeCalled', 'result'] as const satisfies readonly Exclude<keyof Board, 'zones'>[];
// (a compile error when Board gains a member MEMBERS lacks)
const everyMember: Exclude<keyof Board, 'zones'> extends (typeof MEMBERS)[number] ? true : never = true;
void everyMember;

/**
 * Whether diffBoards(…, zones, …) gives the same operations for `a` and `b` (boards of a BoardSet):
 * every member but the zones either the same objects in both or unchanged in both (an unchanged
 * member gives none: the seed, which only some viewers see), and the changed zones the same arrays
 * before and after.
 */
function sameDiffInputs(zones: readonly string[], a: DiffInputs, b: DiffInputs): boolean {
  for (const k of MEMBERS) {
    const aBefore = a.prev[k];
    const aAfter = a.board[k];
    const bBefore = b.prev[k];
    const bAfter = b.board[k];
    if (!((aBefore === bBefore && aAfter === bAfter) || (aBefore === aAfter && bBefore === bAfter))) return false;
  }
  for (const zone of zones) if (a.before[zone] !== b.before[zone] || a.board.zones[zone] !== b.board.zones[zone]) return false;
  return true;
}

/** One hidden card per owner for every board (boards are only read). */
const HIDDEN = new Map<string, BoardCard>();

/** A viewer's cards and zones in a BoardSet. */
interface Layer {
  readonly viewer: Viewer;
  scope: string | null;
  /** per zone, this viewer's cards: the public layer's array itself where the viewer sees it all as public */
  readonly zones: Map<string, readonly BoardCard[]>;
  record: Readonly<Record<string, readonly BoardCard[]>>;
  /** per card instance id: the instance last shown and its board card (null: as in the public layer) */
  readonly memo: Map<string, { readonly instance: CardInstance; readonly card: BoardCard | null }>;
  /** the board card last made per instance id (so a card that shows the same keeps its object) */
  readonly shown: Map<string, BoardCard>;
}

/**
 * The boards of several viewers of one game, step after step: ONE public board per step (what a
 * spectator sees), and for each viewer only the cards it sees otherwise (engine view.ts
 * `seenAsPublic`: its own hand and face-down cards, mis-seed marks; everything hidden for full
 * access). A viewer's zone holding none of those is the public zone's array itself, and every card
 * shown as public is the public layer's object, so the builder serialises such cards and zones once
 * for every perspective.
 *
 * Incremental as well: only the zones `ZoneChanges` names are built again, and within them only the
 * cards whose instance the engine replaced are viewed (engine `viewCard`); a card whose instance is
 * the one shown before keeps its board card, and a zone that did not change keeps its array from the
 * step before, so a diff passes them by identity. This relies on what view.ts promises: a card's
 * view depends on its instance, its blueprint, the viewer and the engine's `viewScope` (full access;
 * hands exposed, draw-deck tops turned by a card in play). So every zone and card is redone, for
 * every viewer, when the blueprints change (ZoneChanges says all) or a scope changes.
 * Equal to boardOf(view(state, viewer)) at every step for every viewer (replay.spec.ts checks it over
 * whole games, and builder-oracle.spec.ts compares whole files with the plain builder's).
 */
export class BoardSet {
  /** The last `next` built every zone anew (else only the zones it was told changed are new). */
  rebuiltAll = true;
  private readonly publicLayer: Layer;
  private readonly layers: Layer[];
  /** the public layer and the viewers' */
  private readonly everyLayer: Layer[];
  /** per zone: the card list its boards were built from */
  private readonly built = new Map<string, readonly string[]>();
  /** The zones the last `next` may have changed, sorted (all of them, before and after, when it rebuilt all). */
  private changedZones: readonly string[] = [];
  /** per viewer: the zones of its board before the last `next` (only the changed ones are read) */
  private before: Readonly<Record<string, readonly BoardCard[]>>[] = [];
  /** the patches `patch` made since the last `next`, with what each was made from */
  private patched: (DiffInputs & { readonly ops: PatchOp[] })[] = [];

  constructor(
    private readonly engine: BoardEngine,
    viewers: readonly Viewer[],
    private readonly options: ViewOptions,
  ) {
    const layer = (viewer: Viewer): Layer => ({ viewer, scope: null, zones: new Map(), record: {}, memo: new Map(), shown: new Map() });
    this.publicLayer = layer('spectator');
    this.layers = viewers.map((viewer) => (viewer === 'spectator' ? this.publicLayer : layer(viewer)));
    this.everyLayer = this.layers.includes(this.publicLayer) ? this.layers : [this.publicLayer, ...this.layers];
  }

  /** The card as last shown to this layer when it shows the same (so unchanged cards compare by identity). */
  private cardOf(layer: Layer, c: ViewCard): BoardCard {
    if ('hidden' in c) {
      const hidden = HIDDEN.get(c.owner);
      if (hidden) return hidden;
      const made = boardCard(c);
      HIDDEN.set(c.owner, made);
      return made;
    }
    const last = layer.shown.get(c.iid);
    if (
      last &&
      !('hidden' in last) &&
      last.owner === c.owner &&
      last.bp === c.card.id &&
      last.faceUp === c.faceUp &&
      last.stopped === (c.stopped ? true : undefined) &&
      last.misSeed === c.misSeed &&
      last.countdown === c.countdown &&
      last.damage === (c.damage || undefined)
    )
      return last;
    const made = boardCard(c);
    layer.shown.set(c.iid, made);
    return made;
  }

  /**
   * The boards after `state` (one per viewer, in the constructor's order), given `changed` =
   * ZoneChanges.between/folded(state before, state) and, when known, `cards` = ZoneChanges.cards (the
   * cards whose instance changed, by zone). `visit(i, cards)` gets cards the i-th viewer is shown
   * anew (at least every card it had not been shown as it is now).
   * With `cards`, a changed zone keeps the board cards of its unchanged ends (the longest common
   * head and tail of its card list before and now) and looks up only the cards between them and
   * those `cards` names; without, it looks up every card of the zone.
   */
  next(state: GameState, changed: Set<string> | null, visit?: (viewer: number, cards: readonly BoardCard[]) => void, cards?: ReadonlyMap<string, readonly string[]> | null): Board[] {
    const { engine, options } = this;
    this.patched = [];
    const sight = engine.tableSight(state);
    let all = changed === null;
    const pub = this.publicLayer;
    for (const layer of this.everyLayer) {
      const scope = engine.viewScope(state, layer.viewer, options, sight);
      if (scope !== layer.scope) all = true;
      layer.scope = scope;
    }
    // A board's zones are its layer's record, written in place step after step (no copy of some forty
    // zones per viewer per step): what the diff needs of the board before is kept here.
    const beforeAll = this.layers.map((layer) => layer.record);
    if (all) {
      this.built.clear();
      for (const layer of this.everyLayer) {
        layer.memo.clear();
        layer.zones.clear();
        layer.record = {};
      }
    }
    this.rebuiltAll = all;
    const tables = this.layers.map((layer) => engine.tableView(state, layer.viewer, options));
    if (!all && changed!.size === 0) {
      this.changedZones = [];
      return this.layers.map((layer, i) => boardWith(tables[i]!, layer.record));
    }
    const previous: Record<string, readonly BoardCard[]>[] = all ? beforeAll : this.layers.map(() => ({}));

    const others = this.layers.filter((layer) => layer !== pub);
    const seen: BoardCard[][] = this.layers.map(() => []);
    const publicCard = (iid: string): BoardCard => {
      const instance = state.cards[iid]!;
      const memo = pub.memo.get(iid);
      if (memo?.instance === instance) return memo.card!;
      const card = this.cardOf(pub, engine.viewCard(state, iid, 'spectator', options, sight));
      pub.memo.set(iid, { instance, card });
      return card;
    };
    const cardFor = (layer: Layer, iid: string, shared: BoardCard): BoardCard => {
      const instance = state.cards[iid]!;
      const memo = layer.memo.get(iid);
      if (memo?.instance === instance) return memo.card ?? shared;
      if (engine.seenAsPublic(state, layer.viewer, instance, options, sight)) {
        layer.memo.set(iid, { instance, card: null });
        return shared;
      }
      const card = this.cardOf(layer, engine.viewCard(state, iid, layer.viewer, options, sight));
      layer.memo.set(iid, { instance, card });
      return card;
    };
    for (const zone of all ? Object.keys(state.zones) : changed!) {
      const iids = state.zones[zone];
      if (!all) this.layers.forEach((layer, i) => (previous[i]![zone] = layer.record[zone]!));
      if (iids === undefined) {
        for (const layer of this.everyLayer) {
          layer.zones.delete(zone);
          delete (layer.record as Record<string, unknown>)[zone];
        }
        this.built.delete(zone);
        continue;
      }
      // what to rebuild: how many cards at the head and tail keep their board cards, and the cards among those whose instance changed
      const before = cards && !all ? this.built.get(zone) : undefined;
      let head = 0;
      let tail = 0;
      if (before !== undefined) {
        const most = Math.min(before.length, iids.length);
        while (head < most && before[head] === iids[head]) head += 1;
        while (tail < most - head && before[before.length - 1 - tail] === iids[iids.length - 1 - tail]) tail += 1;
      }
      const replaced = (before !== undefined && cards!.get(zone)) || [];
      const publicBefore = pub.zones.get(zone);
      const keep = head + tail > 0 && publicBefore !== undefined;
      // the public zone
      const board = this.rebuild(iids, keep ? head : 0, keep ? tail : 0, replaced, publicBefore, publicCard);
      pub.zones.set(zone, board);
      (pub.record as Record<string, readonly BoardCard[]>)[zone] = board;
      // each viewer's: the public array unless some card shows otherwise to it
      for (const layer of others) {
        const mine = this.rebuild(iids, keep ? head : 0, keep ? tail : 0, replaced, layer.zones.get(zone), (iid, i) => cardFor(layer, iid, board[i]!));
        let same = mine.length === board.length;
        for (let i = 0; same && i < mine.length; i += 1) same = mine[i] === board[i];
        layer.zones.set(zone, same ? board : mine);
        (layer.record as Record<string, readonly BoardCard[]>)[zone] = same ? board : mine;
      }
      this.built.set(zone, iids);
      if (visit) {
        const from = keep ? head : 0;
        const to = iids.length - (keep ? tail : 0);
        this.layers.forEach((layer, i) => {
          const shown = layer.zones.get(zone)!;
          for (let k = from; k < to; k += 1) seen[i]!.push(shown[k]!);
          for (const iid of replaced) seen[i]!.push(shown[iids.indexOf(iid)]!);
        });
      }
    }
    if (visit) seen.forEach((list, i) => list.length > 0 && visit(i, list));
    this.before = previous;
    if (all) {
      const names = new Set(Object.keys(state.zones));
      for (const record of beforeAll) for (const zone in record) names.add(zone);
      this.changedZones = [...names].sort();
    } else this.changedZones = [...changed!].sort();
    return this.layers.map((layer, i) => boardWith(tables[i]!, layer.record));
  }

  /**
   * The patch from `prev` (the i-th viewer's board the call before last returned) to `board` (the
   * last): diff(prev, board) through the zones the last `next` changed only. A board's zones are
   * written in place by the next step, so call this before the next `next`.
   *
   * Most steps change only what every viewer sees alike: when an earlier viewer's patch this step
   * was made from the same objects (every member of both boards, and the changed zones before and
   * after, identical), it is that patch again, the same array (the diff is a function of them).
   */
  patch(i: number, prev: Board, board: Board): PatchOp[] {
    for (const done of this.patched) if (sameDiffInputs(this.changedZones, done, { prev, board, before: this.before[i]! })) return done.ops;
    const ops = diffBoards(prev, board, this.changedZones, this.before[i]!);
    this.patched.push({ prev, board, before: this.before[i]!, ops });
    return ops;
  }

  /** A zone's cards now: the head and tail of `before`, the cards between and those `replaced` from `card(iid, index)`. */
  private rebuild(
    iids: readonly string[],
    head: number,
    tail: number,
    replaced: readonly string[],
    before: readonly BoardCard[] | undefined,
    card: (iid: string, index: number) => BoardCard,
  ): BoardCard[] {
    if (head + tail === 0 || before === undefined) return iids.map(card);
    const board = before.slice(0, head);
    for (let i = head; i < iids.length - tail; i += 1) board.push(card(iids[i]!, i));
    for (let i = before.length - tail; i < before.length; i += 1) board.push(before[i]!);
    for (const iid of replaced) {
      const at = iids.indexOf(iid);
      board[at] = card(iid, at);
    }
    return board;
  }
}

/**
 * One perspective's board, step after step (a BoardSet of one viewer). Equal to
 * boardOf(view(state)) at every step; its zones are written in place by the next step.
 */
export class BoardTracker {
  private readonly set: BoardSet;
  constructor(engine: BoardEngine, viewer: Viewer, options: ViewOptions) {
    this.set = new BoardSet(engine, [viewer], options);
  }

  get rebuiltAll(): boolean {
    return this.set.rebuiltAll;
  }

  /** BoardSet.next for this one viewer. */
  next(state: GameState, changed: Set<string> | null, visit?: (cards: readonly BoardCard[]) => void, cards?: ReadonlyMap<string, readonly string[]> | null): Board {
    return this.set.next(state, changed, visit && ((_, shown) => visit(shown)), cards)[0]!;
  }
}

/** Where a card instance is on the board (zone key), if visible. */
export function zoneOf(board: Board, iid: string): string | null {
  for (const [zone, cards] of Object.entries(board.zones)) for (const c of cards) if (!('hidden' in c) && c.iid === iid) return zone;
  return null;
}
