/**
 * Issue 15 (incobj): an expedition card (Explore Gamma Quadrant). From its owner's table it is placed
 * on one of their ships docked at a facility of a home quadrant (the facility is noted on the card:
 * `CardOptionSelected`); once that ship's crew, or an Away Team that left it, solves a mission of the
 * goal quadrant, the note is marked; when the ship docks at the noted facility again, the card's reward
 * effects run (it draws, scores and discards itself). Words:
 * - target `your-ship-docked-in-quadrant` (`quadrant`) — only while the acting card lies on its owner's table;
 * - effect `place-self-on-target-noting-dock` — the card goes onto the target ship; the facility noted;
 * - card field `exploration` (`goal`, `reward`): read by attempt/flow.ts › solve (`explorationSolved`)
 *   and play.ts › dock (`explorationDocked`).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (objectives placed on a card); ATTEMPT A
 *   MISSION › SOLVING A MISSION; EXECUTING ORDERS › DOCK.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { runEffects, type VerbContext } from './verbs';
import type { Effect } from './vocabulary';
import { finding } from './target-table';
import { showsIcon } from './property-logos';

type Quadrant = 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';

/**
 * Your ship docked at a facility located in `quadrant` (any quadrant when absent); issue 15 (helper objectives):
 * the ship shows every `shipIcons` icon and the facility every `facilityIcons` icon ("your [MU] ship docked at a
 * [MU] facility").
 */
export type ExplorationTarget = {
  readonly kind: 'your-ship-docked-in-quadrant';
  readonly quadrant?: Quadrant;
  readonly shipIcons?: readonly string[];
  readonly facilityIcons?: readonly string[];
};
export type ExplorationEffect = { readonly kind: 'place-self-on-target-noting-dock' };

/**
 * Card field: the quadrant whose missions its ship must solve, and what happens when the ship docks back at the noted
 * facility; issue 15 (helper objectives): `goal: 'another'` — a mission in any quadrant but the noted facility's
 * ("completes a mission in another quadrant").
 */
export interface Exploration {
  readonly goal: Quadrant | 'another';
  readonly reward: readonly Effect[];
}

const SOLVED = '>solved';

/** Your ships docked at a facility located in `quadrant` (none unless `self` lies on your table). */
export function explorationTargets(state: GameState, player: PlayerId, spec: ExplorationTarget, self?: string): string[] {
  if (!self || state.cards[self]?.zone !== Z.table(player)) return [];
  return tableIndex(state)
    .onSpaceline.filter((instance) => instance.owner === player && zoneKind(instance.zone) === 'docked' && bp(state, instance.iid).type === 'Ship')
    .filter((instance) => !spec.quadrant || state.locations[locationOfZone(state, instance.zone) ?? '']?.quadrant === spec.quadrant)
    .filter((instance) => !spec.shipIcons || spec.shipIcons.every((code) => showsIcon(bp(state, instance.iid), code)))
    .filter((instance) => !spec.facilityIcons || spec.facilityIcons.every((code) => showsIcon(bp(state, zoneArg(instance.zone)), code)))
    .map((instance) => instance.iid);
}

type Handler<K extends ExplorationEffect['kind']> = (v: VerbContext, effect: Extract<ExplorationEffect, { kind: K }>) => void;

export const EXPLORATION_VERBS: { readonly [K in ExplorationEffect['kind']]: Handler<K> } = {
  'place-self-on-target-noting-dock': (v) => {
    const state = v.ctx.state;
    const ship = v.target ? state.cards[v.target] : undefined;
    if (!ship || zoneKind(ship.zone) !== 'docked') return;
    const facility = zoneArg(ship.zone);
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: state.cards[v.card]!.zone, to: Z.on(ship.iid), faceUp: true, reason: 'placed on a ship' });
    v.ctx.emit({ type: 'CardOptionSelected', player: v.player, card: v.card, option: facility });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `placed on ${bp(state, ship.iid).title}, docked at ${bp(state, facility).title}`, target: ship.iid, rule: RULES.cardEffects });
  },
};

/** `player`'s expedition cards lying on ships, with the ship each lies on. */
function expeditions(state: GameState, player: PlayerId): { card: string; ship: string; exploration: Exploration }[] {
  const out: { card: string; ship: string; exploration: Exploration }[] = [];
  for (const instance of tableIndex(state).inPlayBy[player]) {
    const exploration = instance.faceUp ? behaviourOf(instance.blueprint)?.exploration : undefined;
    if (!exploration || zoneKind(instance.zone) !== 'on') continue;
    const ship = zoneArg(instance.zone);
    if (state.cards[ship] && bp(state, ship).type === 'Ship') out.push({ card: instance.iid, ship, exploration });
  }
  return out;
}

/** Whether a mission solved at `location` is the expedition's goal (`another`: not in the quadrant of the noted facility). */
function goalMet(state: GameState, goal: Exploration['goal'], location: string, facility: string): boolean {
  const quadrant = state.locations[location]?.quadrant;
  if (goal !== 'another') return quadrant === goal;
  const home = state.locations[locationOfZone(state, state.cards[facility]?.zone ?? '') ?? '']?.quadrant;
  return quadrant !== undefined && home !== undefined && quadrant !== home;
}

/** Just after `player` solved the mission at `location` with `contributors` (`ship`: the attempting ship): an expedition whose ship's crew or Away Team did it is marked. */
export function explorationSolved(ctx: Ctx, player: PlayerId, location: string, contributors: readonly string[], ship: string | null): void {
  const state = ctx.state;
  for (const { card, ship: host, exploration } of expeditions(state, player)) {
    const noted = state.selected?.[card];
    if (!noted || noted.endsWith(SOLVED) || !goalMet(state, exploration.goal, location, noted)) continue;
    const byShip = ship === host || contributors.some((iid) => state.cards[iid]?.awayFrom === host || cardsIn(state, Z.aboard(host)).includes(iid));
    if (!byShip) continue;
    ctx.emit({ type: 'CardOptionSelected', player, card, option: `${noted}${SOLVED}` });
    const quadrant = state.locations[location]?.quadrant ?? '';
    ctx.emit({ type: 'CardEffectResolved', card, player, effect: `${bp(state, host).title}'s team solved a ${quadrant} Quadrant mission: it may return to ${bp(state, noted).title}`, rule: RULES.cardEffects });
  }
}

/** Just after `ship` of `player` docked at `facility`: an expedition on it whose mission is done gives its reward there. */
export function explorationDocked(ctx: Ctx, player: PlayerId, ship: string, facility: string): void {
  for (const { card, ship: host, exploration } of expeditions(ctx.state, player))
    if (host === ship && ctx.state.selected?.[card] === `${facility}${SOLVED}`) runEffects({ ctx, player, card }, exploration.reward);
}

/** For the catalogue test and the README. */
export const EXPLORATION_WORDS: readonly string[] = ['target:your-ship-docked-in-quadrant', 'effect:place-self-on-target-noting-dock', 'exploration'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const EXPLORATION_TARGETS = finding(['your-ship-docked-in-quadrant'], (state, player, spec, self) => explorationTargets(state, player, spec, self));
