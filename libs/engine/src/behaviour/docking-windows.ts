/**
 * Issue 15 (lead): a response to a ship just as it begins to dock or undock (Docking Procedures). Words:
 * - window `ship-docking` (joins vocabulary-windows.ts › WindowsAction): after a `Dock` or `Undock` order, the ship's
 *   owner's opponent and then the owner may respond (`card`: the ship; `target`: the facility; `by`: its owner). As the
 *   other windows of the windows pass (vocabulary-attempt-windows.ts › SCOPED_WINDOWS), it opens only when a player
 *   passes every window explicitly, whatever the hands hold, and only when the command leaves nothing pending;
 * - target `ship-docking-now`: the ship of the open `ship-docking` window;
 * - effect `hold-docking`: the docking (undocking) is not complete — the ship is back where it was — and the ship and
 *   every personnel aboard are stopped; the card records the move it holds (`CardOptionSelected`);
 * - effect `complete-docking` (a `turn-ends` trigger): the move held completes (`ShipDocked` / `ShipUndocked`), if the
 *   ship and facility are still where they were.
 *   1E rulebook › EXECUTING ORDERS › DOCK & UNDOCK; GETTING HURT › STOPPED; THE PLAY PHASE › Clarifications: Valid
 *   responses › When Responses Happen.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, other, Z, zoneArg, zoneKind } from '../zones';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type DockingWindowAction = 'ship-docking';
export type DockingTarget = { readonly kind: 'ship-docking-now' };
export type DockingEffect = { readonly kind: 'hold-docking' } | { readonly kind: 'complete-docking' };

/** For the catalogue test and the README. */
export const DOCKING_WINDOW_WORDS: readonly string[] = ['window:ship-docking', 'target:ship-docking-now', 'effect:hold-docking', 'effect:complete-docking'];

/** After a command (decide.ts; `before`: the state it started from): a Dock or Undock order opens the `ship-docking` window. */
export function openDockingWindows(ctx: Ctx, before: GameState): void {
  const state = ctx.state;
  if (state.battle || !scopedWindowMayOpen(state)) return;
  for (const event of ctx.events) {
    if ((event.type !== 'ShipDocked' && event.type !== 'ShipUndocked') || event.rule !== RULES.dock || !state.cards[event.ship]) continue;
    const facility = event.type === 'ShipDocked' ? event.facility : zoneArg(before.cards[event.ship]?.zone ?? '');
    if (!facility || !state.cards[facility]) continue;
    const owner = state.cards[event.ship]!.owner;
    openFor(ctx, { action: 'ship-docking', card: event.ship, target: facility, by: owner, player: other(owner) }, false);
    return;
  }
}

function dockingShip(state: GameState): string[] {
  const top = topWindow(state);
  return top?.action === 'ship-docking' && state.cards[top.card] ? [top.card] : [];
}

export const DOCKING_TARGETS = finding(['ship-docking-now'], (state) => dockingShip(state));

type Handler<K extends DockingEffect['kind']> = (v: VerbContext, effect: Extract<DockingEffect, { kind: K }>) => void;

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });
}

export const DOCKING_VERBS: { readonly [K in DockingEffect['kind']]: Handler<K> } = {
  'hold-docking': (v) => {
    const state = v.ctx.state;
    const top = topWindow(state);
    if (top?.action !== 'ship-docking' || !top.target || !state.cards[top.card] || !state.cards[top.target]) return resolved(v, 'no ship is docking now: nothing happens');
    const ship = top.card;
    const facility = top.target;
    const zone = state.cards[ship]!.zone;
    const location = locationOfZone(state, state.cards[facility]!.zone);
    if (!location) return resolved(v, 'the facility is not at a location: nothing happens');
    const docking = zone === Z.docked(facility);
    if (!docking && zone !== Z.space(location)) return resolved(v, 'the ship is no longer there: nothing happens');
    v.ctx.emit({ type: 'CardMoved', card: ship, from: zone, to: docking ? Z.space(location) : Z.docked(facility), faceUp: true, reason: `${bp(state, v.card).title}: ${docking ? 'docking' : 'undocking'} completes at the end of the turn`, rule: RULES.dock });
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: `${docking ? 'dock' : 'undock'}>${facility}`, rule: RULES.cardEffects });
    for (const iid of [ship, ...cardsIn(v.ctx.state, Z.aboard(ship)).filter((card) => bp(v.ctx.state, card).type === 'Personnel')])
      if (!v.ctx.state.cards[iid]!.stopped) v.ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.stopped });
    resolved(v, `${bp(state, ship).title} and its crew are stopped; its ${docking ? 'docking' : 'undocking'} completes at the end of the turn`);
  },
  'complete-docking': (v) => {
    const state = v.ctx.state;
    const host = state.cards[v.card]?.zone;
    const ship = host && zoneKind(host) === 'on' ? zoneArg(host) : undefined;
    const [move, facility] = (state.selected?.[v.card] ?? '').split('>') as [string, string | undefined];
    if (!ship || !facility || !state.cards[ship] || !state.cards[facility]) return;
    const location = locationOfZone(state, state.cards[facility]!.zone);
    const owner = state.cards[ship]!.owner;
    if (move === 'dock' && location && state.cards[ship]!.zone === Z.space(location)) v.ctx.emit({ type: 'ShipDocked', player: owner, ship, facility, rule: `${RULES.dock} (held, completed at the end of the turn)` });
    else if (move === 'undock' && location && state.cards[ship]!.zone === Z.docked(facility)) v.ctx.emit({ type: 'ShipUndocked', player: owner, ship, location, rule: `${RULES.dock} (held, completed at the end of the turn)` });
    else return resolved(v, 'the ship or facility moved: the held move lapses');
    resolved(v, `${bp(state, ship).title}: ${move === 'dock' ? 'docking' : 'undocking'} complete`);
  },
};
