/**
 * Issue 15 (lead): a response to a ship "flying by" (Hail's first way): a ship that flew through, without stopping at,
 * a location where one of the other player's ships is. Words:
 * - window `ship-flew-by` (joins vocabulary-windows.ts › WindowsAction): after a `Fly` order whose path passes such a
 *   location, the ship owner's opponent and then the owner may respond (`card`: the ship; `target`: the first location
 *   passed where the opponent has a ship in space; `by`: the ship's owner). As the other windows of the windows pass
 *   (vocabulary-attempt-windows.ts › SCOPED_WINDOWS), it opens only when a player passes every window explicitly,
 *   whatever the hands hold, and only when the command leaves nothing pending;
 * - target `ship-flying-by`: the ship of the open `ship-flew-by` window;
 * - effect `stop-flying-ship-there`: the ship stops at that location instead (it is moved back there; the RANGE its
 *   flight used stays used).
 *   1E rulebook › EXECUTING ORDERS › MOVE SHIPS; THE PLAY PHASE › Clarifications: Valid responses › When Responses Happen.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, other, Z } from '../zones';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type FlybyWindowAction = 'ship-flew-by';
export type FlybyTarget = { readonly kind: 'ship-flying-by' };
export type FlybyEffect = { readonly kind: 'stop-flying-ship-there' };

/** For the catalogue test and the README. */
export const FLYBY_WINDOW_WORDS: readonly string[] = ['window:ship-flew-by', 'target:ship-flying-by', 'effect:stop-flying-ship-there'];

/** After a command (decide.ts): a Fly order that passed the other player's ship opens the `ship-flew-by` window. */
export function openFlybyWindows(ctx: Ctx): void {
  const state = ctx.state;
  if (state.battle || !scopedWindowMayOpen(state)) return;
  for (const event of ctx.events) {
    if (event.type !== 'ShipFlew' || event.rule !== RULES.fly || !state.cards[event.ship] || state.cards[event.ship]!.zone !== Z.space(event.to)) continue;
    const owner = state.cards[event.ship]!.owner;
    const passed = event.path.slice(0, -1).find((location) => cardsIn(state, Z.space(location)).some((iid) => state.cards[iid]!.owner !== owner && bp(state, iid).type === 'Ship'));
    if (!passed) continue;
    openFor(ctx, { action: 'ship-flew-by', card: event.ship, target: passed, by: owner, player: other(owner) }, false);
    return;
  }
}

function flyingShip(state: GameState): string[] {
  const top = topWindow(state);
  return top?.action === 'ship-flew-by' && state.cards[top.card] ? [top.card] : [];
}

export const FLYBY_TARGETS = finding(['ship-flying-by'], (state) => flyingShip(state));

export const FLYBY_VERBS: { readonly [K in FlybyEffect['kind']]: (v: VerbContext, effect: Extract<FlybyEffect, { kind: K }>) => void } = {
  'stop-flying-ship-there': (v) => {
    const state = v.ctx.state;
    const top = topWindow(state);
    const ship = top?.action === 'ship-flew-by' ? top.card : undefined;
    if (!ship || !top?.target || !state.cards[ship] || !state.locations[top.target]) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'no ship is flying by: nothing happens', rule: RULES.cardEffects });
      return;
    }
    v.ctx.emit({ type: 'CardMoved', card: ship, from: state.cards[ship]!.zone, to: Z.space(top.target), faceUp: true, reason: `${bp(state, v.card).title}: it must stop here`, rule: RULES.fly });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, ship).title} stops at ${state.locations[top.target]!.name}`, target: ship, rule: RULES.cardEffects });
  },
};
