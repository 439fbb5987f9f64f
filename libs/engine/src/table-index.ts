/**
 * Issue 17: indexes of the table, built once per card record and shared by every reader of that
 * state (legalCommands, the checks, the modifier folds) instead of each scanning every card.
 *
 * A state's `cards` record is never written once the state exists (evolve replaces a touched record
 * with a new object), so an index memoised by the record's identity stays true. The one exception is
 * `evolveAll`, which folds a private copy in place: it runs inside `foldingInPlace`, and no index
 * is memoised meanwhile (an index built then is used and dropped).
 */
import type { CardInstance, GameState, PlayerId } from './types';
import { isInPlayZone, zoneKind } from './zones';

export interface TableIndex {
  /** Every card in play (spaceline, aboard, docked, atop, on a card, table), in the record's order. */
  readonly inPlay: readonly CardInstance[];
  /** The cards each player owns in play. */
  readonly inPlayBy: Readonly<Record<PlayerId, readonly CardInstance[]>>;
  /** Cards in space, on a planet's surface or docked (ships, facilities, and what else lies there). */
  readonly onSpaceline: readonly CardInstance[];
}

const memo = new WeakMap<object, TableIndex>();
let folding = 0;

// Issue 17 (sixteenth session): the last card record looked up and what was found for it — legalCommands asks about one
// state thousands of times in a row, and a comparison is cheaper than a WeakMap lookup. Set only from what the WeakMaps
// hold (never while folding), so it says nothing they do not.
let lastIndexed: object | null = null;
let lastIndex: TableIndex | null = null;

export function tableIndex(state: GameState): TableIndex {
  const cards = state.cards;
  if (cards === lastIndexed) return lastIndex!;
  const known = memo.get(cards);
  if (known) {
    lastIndexed = cards;
    lastIndex = known;
    return known;
  }
  const inPlay: CardInstance[] = [];
  const inPlayBy: Record<PlayerId, CardInstance[]> = { p1: [], p2: [] };
  const onSpaceline: CardInstance[] = [];
  for (const key in cards) {
    const instance = cards[key]!;
    if (!isInPlayZone(instance.zone)) continue;
    inPlay.push(instance);
    inPlayBy[instance.owner]?.push(instance);
    const kind = zoneKind(instance.zone);
    if (kind === 'space' || kind === 'surface' || kind === 'docked') onSpaceline.push(instance);
  }
  const index: TableIndex = { inPlay, inPlayBy, onSpaceline };
  if (folding === 0) {
    memo.set(cards, index);
    lastIndexed = cards;
    lastIndex = index;
  }
  return index;
}

/** Whether a fold is writing a card record in place (no memo may be kept meanwhile). */
export function isFolding(): boolean {
  return folding > 0;
}

/** Runs `fold` (which writes a private card record in place) with memoising turned off. */
export function foldingInPlace<T>(fold: () => T): T {
  folding += 1;
  try {
    return fold();
  } finally {
    folding -= 1;
  }
}

/**
 * Runs `compute` with nothing memoised meanwhile (answers kept before are still read: they were computed outside), for
 * an answer that depends on more than the state: hive-skills.ts shares skills under a flag of its own, and what is
 * computed meanwhile (another member without the hive's skills) must not be kept as the state's answer.
 */
export function withoutMemos<T>(compute: () => T): T {
  return foldingInPlace(compute);
}

/**
 * Memoises `compute(state)` per card record and `key` (for derived lists that depend only on the
 * cards: which cards carry a word, who holds what). Same rule as the index: never while folding.
 */
const derived = new WeakMap<object, Map<string, unknown>>();
let lastDerived: object | null = null;
let lastTable: Map<string, unknown> | null = null;
export function perCards<T>(state: GameState, key: string, compute: () => T): T {
  const cards = state.cards;
  let table: Map<string, unknown> | null | undefined;
  if (cards === lastDerived) table = lastTable;
  else {
    table = derived.get(cards);
    if (table) {
      lastDerived = cards;
      lastTable = table;
    }
  }
  if (table) {
    const found = table.get(key);
    if (found !== undefined || table.has(key)) return found as T;
  }
  const value = compute();
  if (folding === 0) {
    // Looked up again: `compute` may have memoised something else for these cards (and so made their table) meanwhile.
    table = derived.get(cards);
    if (!table) derived.set(cards, (table = new Map()));
    lastDerived = cards;
    lastTable = table;
    table.set(key, value);
  }
  return value;
}

/**
 * Issue 17 (twenty-third session): memoises `compute()` per state, `owner` (an object of a card's script,
 * compared by identity) and `key`, for answers that depend on more than the cards (the turn, the
 * attempt, the windows) but are asked many times of one state: a scripted card's legal targets are
 * listed by legalCommands, then asked again by the check of every command it offers. A state is never
 * written once it exists; same rule as the index: nothing is kept while a fold writes in place.
 */
const perStateMemo = new WeakMap<object, WeakMap<object, Map<string, unknown>>>();
let lastState: object | null = null;
let lastStateTable: WeakMap<object, Map<string, unknown>> | null = null;
export function perState<T>(state: GameState, owner: object, key: string, compute: () => T): T {
  if (folding > 0) return compute();
  let table = state === lastState ? lastStateTable! : perStateMemo.get(state);
  if (!table) perStateMemo.set(state, (table = new WeakMap()));
  lastState = state;
  lastStateTable = table;
  let answers = table.get(owner);
  if (!answers) table.set(owner, (answers = new Map()));
  if (answers.has(key)) return answers.get(key) as T;
  const value = compute();
  answers.set(key, value);
  return value;
}
