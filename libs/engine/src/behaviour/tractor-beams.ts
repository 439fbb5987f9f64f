/**
 * Issue 15 (lead): tractor beams between ships — towing a ship along a flight, and holding a ship in a
 * tractor lock (Activate Tractor Beam, Establish Tractor Lock, Hail's second way). Words:
 * - target `your-tractor-ship` — one of your ships in play with a Tractor Beam (special equipment, printed or added);
 * - target `your-ship-or-outpost` — one of your ships or outposts in play;
 * - effect `ready-tow` — the card lying on the ship records that the ship may tow (`CardOptionSelected` 'tow'):
 *   from then on, each `Fly` of that ship may name `tow`, one other ship in space at its location that is its
 *   player's or empty (no personnel aboard), not cloaked, not held in a tractor lock; the towed ship arrives with it;
 * - target `tractor-lock` — `ship>held`: your staffed, undocked, uncloaked ship with a Tractor Beam in space, and
 *   another uncloaked ship in space at the same location not already held;
 * - effect `hold-in-tractor-lock` — the card lying on your ship records the held ship (`CardOptionSelected`);
 *   the held ship may not fly, be towed, or attack (be one of the ships initiating a ship battle);
 * - discard when `tractor-lock-broken` — the ship it lies on moved or battled in this command, its SHIELDS are
 *   below the held ship's RANGE, or the held ship is no longer in space at its location;
 * - target `two-ships` — `a>b`, two ships in play of different players; effect `no-battle-between-this-turn`:
 *   neither may initiate a ship battle against the other this turn (Hail).
 * Rules: towing is a relocation (1E rulebook › GETTING HURT › RELOCATED: "towed" — forced movement, no staffing,
 * no RANGE of the towed ship used); a cloaked ship may not use a tractor beam nor be held by one (DS9 expansion
 * rules › CLOAKING: "cannot be affected by … Tractor Lock"); a ship moves by flying (1E rulebook › EXECUTING ORDERS ›
 * MOVE SHIPS); initiating a ship battle (1E rulebook › BATTLE › INITIATING A BATTLE).
 */
import { bp, problem, type Ctx, type Problem } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { CardInstance, Command, CommandOf, GameEvent, GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneKind } from '../zones';
import { hasSpecialEquipment, isCloaked } from './ship-equipment';
import { shipAttribute } from './ship-modifiers';
import { hostShip } from './ship-directives';
import { discardWhenHostMoves } from './interrupts-d';
import { finding } from './target-table';
import { isStaffed } from '../play';
import type { VerbContext } from './verbs';

export const TRACTOR_RULES = {
  towed: '1E rulebook › GETTING HURT › RELOCATED',
  cloak: 'DS9 expansion rules › CLOAKING',
  move: '1E rulebook › EXECUTING ORDERS › MOVE SHIPS',
  battle: '1E rulebook › BATTLE › INITIATING A BATTLE',
} as const;

export type TractorTarget =
  | { readonly kind: 'your-tractor-ship' }
  | { readonly kind: 'your-ship-or-outpost' }
  | { readonly kind: 'tractor-lock' }
  | { readonly kind: 'two-ships' };
export type TractorEffect = { readonly kind: 'ready-tow' } | { readonly kind: 'hold-in-tractor-lock' } | { readonly kind: 'no-battle-between-this-turn' };
export type TractorDiscard = { readonly kind: 'tractor-lock-broken' };

/** For the catalogue test and the README. */
export const TRACTOR_WORDS: readonly string[] = [
  'target:your-tractor-ship',
  'target:your-ship-or-outpost',
  'target:tractor-lock',
  'target:two-ships',
  'effect:ready-tow',
  'effect:hold-in-tractor-lock',
  'effect:no-battle-between-this-turn',
];

const TOW = 'tow';
const LOCK = 'lock:';

function isShip(state: GameState, iid: string): boolean {
  return bp(state, iid).type === 'Ship';
}

function shipsInPlay(state: GameState): readonly CardInstance[] {
  return tableIndex(state).onSpaceline.filter((instance) => isShip(state, instance.iid));
}

/** The ship each face-up tractor lock in play holds (held ship → the lock card). */
function locks(state: GameState): Map<string, string> {
  const out = new Map<string, string>();
  for (const [card, option] of Object.entries(state.selected ?? {}))
    if (option.startsWith(LOCK) && state.cards[card]?.faceUp && zoneKind(state.cards[card]!.zone) === 'on') out.set(option.slice(LOCK.length), card);
  return out;
}

/** The tractor lock holding `ship`, if any. */
export function heldBy(state: GameState, ship: string): string | undefined {
  if (!state.selected) return undefined;
  return locks(state).get(ship);
}

/** A ship that may be held or towed: in space (undocked, not landed, not carried), uncloaked. */
function inOpenSpace(state: GameState, ship: string): boolean {
  return zoneKind(state.cards[ship]!.zone) === 'space' && !isCloaked(state, ship);
}

function tractorTargets(state: GameState, player: PlayerId, spec: TractorTarget): string[] {
  switch (spec.kind) {
    case 'your-tractor-ship':
      return shipsInPlay(state).filter((ship) => ship.owner === player && hasSpecialEquipment(state, ship.iid, 'Tractor Beam')).map((ship) => ship.iid);
    case 'your-ship-or-outpost':
      return tableIndex(state)
        .onSpaceline.filter((instance) => instance.owner === player && (isShip(state, instance.iid) || bp(state, instance.iid).facilityKind === 'Outpost'))
        .map((instance) => instance.iid);
    case 'tractor-lock': {
      const held = locks(state);
      const all = shipsInPlay(state);
      const out: string[] = [];
      for (const mine of all) {
        if (mine.owner !== player || !inOpenSpace(state, mine.iid) || !hasSpecialEquipment(state, mine.iid, 'Tractor Beam') || !isStaffed(state, mine.iid)) continue;
        for (const other of all) if (other.iid !== mine.iid && other.zone === mine.zone && !held.has(other.iid) && inOpenSpace(state, other.iid)) out.push(`${mine.iid}>${other.iid}`);
      }
      return out;
    }
    case 'two-ships': {
      const all = shipsInPlay(state);
      const out: string[] = [];
      for (const a of all) for (const b of all) if (a.owner === 'p1' && b.owner === 'p2') out.push(`${a.iid}>${b.iid}`);
      return out;
    }
  }
}

/** The target words this module finds (behaviour/targets.ts). */
export const TRACTOR_TARGETS = finding(['your-tractor-ship', 'your-ship-or-outpost', 'tractor-lock', 'two-ships'], (state, player, spec) => tractorTargets(state, player, spec));

function resolved(v: VerbContext, effect: string, target?: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(target ? { target } : {}), rule: RULES.cardEffects });
}

/** The key of a Hail pair for this turn (either order). */
function pairKey(a: string, b: string): string {
  return a < b ? `no battle between ${a}>${b}` : `no battle between ${b}>${a}`;
}

type Handler<K extends TractorEffect['kind']> = (v: VerbContext, effect: Extract<TractorEffect, { kind: K }>) => void;

export const TRACTOR_VERBS: { readonly [K in TractorEffect['kind']]: Handler<K> } = {
  'ready-tow': (v) => {
    const host = hostShip(v.ctx.state, v.card);
    if (!host) return;
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: TOW, rule: TRACTOR_RULES.towed });
    resolved(v, `${bp(v.ctx.state, host).title} may tow a ship present that is yours or empty`, host);
  },
  'hold-in-tractor-lock': (v) => {
    const [mine, held] = (v.target ?? '').split('>') as [string, string | undefined];
    const state = v.ctx.state;
    if (!held || !state.cards[held] || !state.cards[mine] || state.cards[held]!.zone !== state.cards[mine]!.zone) return resolved(v, 'the ship to hold is no longer there: nothing is held');
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: `${LOCK}${held}`, rule: RULES.cardEffects });
    resolved(v, `${bp(state, held).title} is held in a tractor lock`, held);
  },
  'no-battle-between-this-turn': (v) => {
    const [a, b] = (v.target ?? '').split('>') as [string, string | undefined];
    if (!b) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: pairKey(a, b), turn: v.ctx.state.turn?.number ?? 0, rule: RULES.cardEffects });
    resolved(v, `${bp(v.ctx.state, a).title} and ${bp(v.ctx.state, b).title} may not battle each other this turn`, v.target);
  },
};

// ---------------------------------------------------------------------------------------------
// Towing along a flight

/** Whether a face-up card of `player` lying on `ship` lets it tow. */
function mayTow(state: GameState, player: PlayerId, ship: string): boolean {
  const selected = state.selected;
  if (!selected) return false;
  return cardsIn(state, Z.on(ship)).some((iid) => selected[iid] === TOW && state.cards[iid]!.faceUp && state.cards[iid]!.owner === player);
}

/** Why `ship` may not tow `towed` on its flight now (null: it may). */
export function checkTowAlong(state: GameState, player: PlayerId, ship: string, towed: string): Problem | null {
  if (!mayTow(state, player, ship)) return problem('MAY_NOT_TOW', 'only a ship with a card that lets it tow may tow another ship', TRACTOR_RULES.towed);
  if (!hasSpecialEquipment(state, ship, 'Tractor Beam')) return problem('NO_TRACTOR_BEAM', 'towing needs a ship with a Tractor Beam', TRACTOR_RULES.towed);
  const card = state.cards[towed];
  if (!card || towed === ship || !isShip(state, towed)) return problem('NOT_A_SHIP', 'only another ship can be towed', TRACTOR_RULES.towed);
  if (card.zone !== state.cards[ship]!.zone || !inOpenSpace(state, towed)) return problem('NOT_PRESENT', 'the towed ship must be in space (undocked, not landed, not cloaked) where the towing ship is', TRACTOR_RULES.cloak);
  if (card.owner !== player && cardsIn(state, Z.aboard(towed)).some((iid) => bp(state, iid).type === 'Personnel')) return problem('NOT_EMPTY', "an opponent's ship may be towed only when no personnel are aboard", TRACTOR_RULES.towed);
  if (heldBy(state, towed)) return problem('HELD_IN_TRACTOR_LOCK', 'a ship held in a tractor lock may not move', TRACTOR_RULES.move);
  return null;
}

/** The ships `ship` may tow now (none unless a card lets it: one lookup of the cards lying on it). */
export function towableShips(state: GameState, player: PlayerId, ship: string): string[] {
  if (!mayTow(state, player, ship)) return [];
  return cardsIn(state, state.cards[ship]!.zone).filter((other) => other !== ship && isShip(state, other) && !checkTowAlong(state, player, ship, other));
}

/** After a tower's `ShipFlew`: the towed ship is relocated with it. */
export function towAlong(ctx: Ctx, command: CommandOf<'Fly'>, from: string): void {
  if (!command.tow) return;
  ctx.emit({ type: 'CardMoved', card: command.tow, from: Z.space(from), to: Z.space(command.to), faceUp: true, reason: `towed by ${bp(ctx.state, command.ship).title}`, rule: TRACTOR_RULES.towed });
  discardWhenHostMoves(ctx, command.tow);
}

/** The tow variants of a flight the player may order (legal.ts; few: only ships a card lets tow). */
export function towFlights(state: GameState, player: PlayerId, ship: string, to: string): Command[] {
  return towableShips(state, player, ship).map((tow) => ({ type: 'Fly', actor: player, ship, to, tow }));
}

// ---------------------------------------------------------------------------------------------
// Restrictions read by play.ts (flight) and battle/battle.ts

/** A held ship may not fly. */
export function checkHeldFlight(state: GameState, ship: string): Problem | null {
  const lock = heldBy(state, ship);
  return lock ? problem('HELD_IN_TRACTOR_LOCK', `${bp(state, lock).title} holds this ship: it may not move`, TRACTOR_RULES.move) : null;
}

/** Why `ships` may not initiate a ship battle against `target` (a held attacker, or a Hail pair this turn). */
export function checkTractorBattle(state: GameState, ships: readonly string[], target: string): Problem | null {
  for (const ship of ships) {
    const lock = heldBy(state, ship);
    if (lock) return problem('HELD_IN_TRACTOR_LOCK', `${bp(state, lock).title} holds ${bp(state, ship).title}: it may not initiate battle`, TRACTOR_RULES.battle);
  }
  const uses = state.abilityUses;
  const turn = state.turn?.number;
  if (!uses || turn === undefined) return null;
  for (const ship of ships)
    for (const player of ['p1', 'p2'] as const)
      if (uses[`${player}|${pairKey(ship, target)}`] === turn) return problem('BATTLE_FORBIDDEN', `${bp(state, ship).title} and ${bp(state, target).title} may not battle each other this turn`, TRACTOR_RULES.battle);
  return null;
}

/** Whether the tractor lock `iid` (lying on its owner's ship) is broken now, given this command's events. */
export function tractorLockBroken(state: GameState, iid: string, events: readonly GameEvent[]): boolean {
  const host = hostShip(state, iid);
  if (!host) return true;
  const option = state.selected?.[iid];
  if (!option?.startsWith(LOCK)) return false; // not aimed yet (its play still open to responses)
  const held = option.slice(LOCK.length);
  const moved = events.some(
    (event) =>
      ((event.type === 'ShipFlew' || event.type === 'ShipLanded' || event.type === 'ShipTookOff' || event.type === 'ShipDocked' || event.type === 'ShipUndocked') && event.ship === host) ||
      (event.type === 'CardMoved' && event.card === host) ||
      (event.type === 'BattleInitiated' && (event.battle.attacking.includes(host) || event.battle.defending.includes(host) || event.battle.target === host)) ||
      (event.type === 'ReturnFireDeclared' && event.ships.includes(host)),
  );
  if (moved) return true;
  if (!state.cards[held] || state.cards[held]!.zone !== state.cards[host]!.zone || zoneKind(state.cards[host]!.zone) !== 'space') return true;
  return shipAttribute(state, host, 'SHIELDS') < shipAttribute(state, held, 'RANGE');
}
