/**
 * Structural JSON diff and patch for boards. Objects are compared member by member; arrays are
 * trimmed of their common prefix and suffix and the middle spliced (a card drawn from a 40-card deck
 * is one small splice), or, when as long as before and short, compared element by element.
 */
import type { Board, PatchOp } from './format';

type Path = (string | number)[];

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], bb[i])) return false;
    return true;
  }
  // (no key arrays: this runs for every card of every zone a step changes)
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let members = 0;
  for (const k in ao) {
    const v = ao[k];
    if (v === undefined) continue;
    members++;
    if (!deepEqual(v, bo[k])) return false;
  }
  for (const k in bo) if (bo[k] !== undefined) members--;
  return members === 0;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The operations that turn `before` into `after` (both plain JSON). */
export function diff(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops);
  return ops;
}

/**
 * diff(before, after) of two boards (format.ts Board) whose zone arrays are the same objects except
 * for the zones named in `zones` (sorted): the same operations, without going through the zones
 * that did not change (a board has some sixty). `zones` null: diff(before, after). `beforeZones`: the
 * zones of `before` as they were, when its record has since been written in place (board.ts
 * BoardSet); then `zones` must name every zone that changed.
 */
export function diffBoards(before: Board, after: Board, zones: readonly string[] | null, beforeZones: Board['zones'] = before.zones): PatchOp[] {
  if (zones === null) return diff(before, after);
  const ops: PatchOp[] = [];
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  // as walk() does for objects: deletions first, then changes, members in sorted order
  for (const k of sortedMembers(a)) {
    if (a[k] === undefined) continue;
    if (b[k] === undefined) ops.push(['d', [k]]);
  }
  for (const k of sortedMembers(b)) {
    const bk = b[k];
    if (bk === undefined || (a[k] === bk && k !== 'zones')) continue;
    if (a[k] === undefined) ops.push(['s', [k], bk]);
    else if (k !== 'zones') walk(a[k], bk, [k], ops);
    else {
      const az = beforeZones;
      const bz = after.zones;
      for (const zone of zones) if (az[zone] !== undefined && bz[zone] === undefined) ops.push(['d', ['zones', zone]]);
      for (const zone of zones) {
        const bzone = bz[zone];
        if (bzone === undefined || az[zone] === bzone) continue;
        if (az[zone] === undefined) ops.push(['s', ['zones', zone], bzone]);
        else walk(az[zone], bzone, ['zones', zone], ops);
      }
    }
  }
  return ops;
}

// Boards are made member by member in one order (board.ts), so the sorted names of the last one
// made usually serve the next.
let lastMembers: string[] = [];
let lastSorted: string[] = [];
function sortedMembers(record: Record<string, unknown>): string[] {
  const keys = Object.keys(record);
  if (keys.length === lastMembers.length && keys.every((k, i) => k === lastMembers[i])) return lastSorted;
  lastMembers = keys;
  lastSorted = [...keys].sort();
  return lastSorted;
}

// Equal parts give no operations at any depth, so the walk only descends where members differ
// (an unchanged member shared by identity costs one comparison).
function walk(a: unknown, b: unknown, path: Path, ops: PatchOp[]): void {
  if (a === b) return;
  if (isObject(a) && isObject(b)) {
    for (const k of Object.keys(a).sort()) {
      if (a[k] === undefined) continue;
      if (b[k] === undefined) ops.push(['d', [...path, k]]);
    }
    for (const k of Object.keys(b).sort()) {
      const bk = b[k];
      if (bk === undefined || a[k] === bk) continue;
      if (a[k] === undefined) ops.push(['s', [...path, k], bk]);
      else walk(a[k], bk, [...path, k], ops);
    }
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    let start = 0;
    while (start < a.length && start < b.length && deepEqual(a[start], b[start])) start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && deepEqual(a[endA - 1], b[endB - 1])) {
      endA--;
      endB--;
    }
    if (endA - start === endB - start && endA - start <= 2) {
      for (let i = start; i < endA; i++) walk(a[i], b[i], [...path, i], ops);
      return;
    }
    ops.push(['a', path, start, endA - start, b.slice(start, endB)]);
    return;
  }
  ops.push(['s', path, b]);
}

/** Apply operations in place to `target` (a board cloned by the caller); returns the new root. */
export function applyPatch(target: unknown, ops: readonly PatchOp[]): unknown {
  let root = target;
  for (const op of ops) {
    const path = op[1];
    if (path.length === 0) {
      if (op[0] === 's') root = clone(op[2]);
      else if (op[0] === 'a') (root as unknown[]).splice(op[2], op[3], ...(clone(op[4]) as unknown[]));
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i]!] as Record<string | number, unknown>;
    const key = path[path.length - 1]!;
    if (op[0] === 's') parent[key] = clone(op[2]);
    else if (op[0] === 'd') delete parent[key];
    else (parent[key] as unknown[]).splice(op[2], op[3], ...(clone(op[4]) as unknown[]));
  }
  return root;
}

export function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
