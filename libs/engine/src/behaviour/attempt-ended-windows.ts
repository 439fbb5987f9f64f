/**
 * Issue 15 (lead): responses to a mission attempt just finished ("Plays on a mission that your opponent just finished
 * attempting. Move one of your [Vid] ships towards this mission (using its RANGE), then opponent's cards here are
 * stopped": Herd and Harvest).
 * Words:
 * - window `attempt-ended` (joins vocabulary-windows.ts › WindowsAction): after a command in which a mission attempt
 *   failed (`MissionAttemptFailed`), the attempting player's opponent and then that player may respond (`card`: the
 *   mission, `by`: the attempting player, `target`: its location). A solved attempt already opens `mission-solved`, which
 *   a card answers as well. One of the scoped windows (vocabulary-attempt-windows.ts › SCOPED_WINDOWS, `scopedWindowMayOpen`);
 * - target `your-ship-toward-just-attempted` (`filter`: a ship filter) — in an `attempt-ended` window or a `mission-solved`
 *   window, when the attempting player is your opponent: each of your ships in space on that mission's spaceline, undocked
 *   and not stopped, written `ship>location`;
 * - effect `move-target-ship-toward` — the ship flies along its spaceline toward the location as far as its remaining
 *   RANGE takes it (a `ShipFlew`, RANGE used; it stops before a location it cannot pay for);
 * - effect `stop-opponent-cards-at-target` — the opponent's personnel and ships at the target's location (on the planet, in
 *   space, aboard ships and facilities there) are stopped.
 * Rules: 1E rulebook › EXECUTING ORDERS › FLY A SHIP (RANGE, span); GETTING HURT › STOPPED; THE PLAY PHASE › Alternating
 * Actions; Clarifications: Valid responses › When Responses Happen.
 */
import { bp, type Ctx } from '../context';
import { flightCost, remainingRange } from '../play';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameEvent, GameState, PlayerId } from '../types';
import { locationOfZone, other, zoneArg, zoneKind } from '../zones';
import { matches } from './play';
import { scopedWindowMayOpen } from './vocabulary-attempt-windows';
import { openFor, topWindow } from './responses';
import { finding } from './target-table';
import type { CardFilter } from './vocabulary';
import type { VerbContext } from './verbs';

export type AttemptEndedWindowAction = 'attempt-ended';
export type AttemptEndedTarget = { readonly kind: 'your-ship-toward-just-attempted'; readonly filter?: CardFilter };
export type AttemptEndedEffect = { readonly kind: 'move-target-ship-toward' } | { readonly kind: 'stop-opponent-cards-at-target' };

/** For the catalogue test and the README. */
export const ATTEMPT_ENDED_WORDS: readonly string[] = ['window:attempt-ended', 'target:your-ship-toward-just-attempted', 'effect:move-target-ship-toward', 'effect:stop-opponent-cards-at-target'];

/** After a command (decide.ts): a failed attempt opens the `attempt-ended` window, when someone answers every window and nothing is pending. */
export function openAttemptEndedWindows(ctx: Ctx): void {
  if (!scopedWindowMayOpen(ctx.state)) return;
  const failed = ctx.events.find((event): event is Extract<GameEvent, { type: 'MissionAttemptFailed' }> => event.type === 'MissionAttemptFailed');
  const mission = failed ? ctx.state.locations[failed.location]?.missions[0] : undefined;
  if (!failed || !mission) return;
  openFor(ctx, { action: 'attempt-ended', card: mission, by: failed.player, player: other(failed.player), target: failed.location }, false);
}

/** The location of the mission the opponent just finished attempting (the open window's), or null. */
function justAttempted(state: GameState, player: PlayerId): string | null {
  const top = topWindow(state);
  if (!top || top.by === player) return null;
  if (top.action === 'attempt-ended') return top.target ?? null;
  if (top.action === 'mission-solved') return Object.values(state.locations).find((location) => location.missions.includes(top.card))?.id ?? null;
  return null;
}

function shipsToward(state: GameState, player: PlayerId, spec: AttemptEndedTarget): string[] {
  const location = justAttempted(state, player);
  if (!location) return [];
  const quadrant = state.locations[location]!.quadrant;
  return tableIndex(state)
    .inPlayBy[player].filter((instance) => zoneKind(instance.zone) === 'space' && !instance.stopped && bp(state, instance.iid).type === 'Ship' && matches(bp(state, instance.iid), spec.filter))
    .filter((instance) => state.locations[zoneArg(instance.zone)]?.quadrant === quadrant)
    .map((instance) => `${instance.iid}>${location}`);
}

type Handler<K extends AttemptEndedEffect['kind']> = (v: VerbContext, effect: Extract<AttemptEndedEffect, { kind: K }>) => void;

export const ATTEMPT_ENDED_VERBS: { readonly [K in AttemptEndedEffect['kind']]: Handler<K> } = {
  'move-target-ship-toward': (v) => {
    const [ship, to] = (v.target ?? '').split('>') as [string, string];
    const state = v.ctx.state;
    const instance = state.cards[ship];
    if (!instance || zoneKind(instance.zone) !== 'space' || !to) return;
    const from = zoneArg(instance.zone);
    const route = from === to ? null : flightCost(state, v.player, from, to, ship);
    let left = remainingRange(state, ship);
    let range = 0;
    const path: string[] = [];
    // As far as the RANGE left pays for, one location after another (1E rulebook › EXECUTING ORDERS › FLY A SHIP).
    for (const step of route?.path ?? []) {
      const cost = (flightCost(state, v.player, path[path.length - 1] ?? from, step, ship)?.range ?? Infinity);
      if (cost > left) break;
      left -= cost;
      range += cost;
      path.push(step);
    }
    const reached = path[path.length - 1];
    if (reached) v.ctx.emit({ type: 'ShipFlew', player: v.player, ship, from, to: reached, path, range, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: reached ? `${bp(state, ship).title} moves toward the mission (${range} RANGE)` : `${bp(state, ship).title} does not move`, target: v.target!, rule: RULES.cardEffects });
  },
  'stop-opponent-cards-at-target': (v) => {
    const to = (v.target ?? '').split('>').pop()!;
    const state = v.ctx.state;
    const opponent = other(v.player);
    const here = tableIndex(state).inPlayBy[opponent].filter((instance) => {
      const type = bp(state, instance.iid).type;
      return (type === 'Personnel' || type === 'Ship') && !instance.stopped && locationOfZone(state, instance.zone) === to;
    });
    for (const instance of here) v.ctx.emit({ type: 'CardStopped', card: instance.iid, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${here.length} of the opponent's cards stopped there`, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ATTEMPT_ENDED_TARGETS = finding(['your-ship-toward-just-attempted'], (state, player, spec) => shipsToward(state, player, spec as AttemptEndedTarget));
