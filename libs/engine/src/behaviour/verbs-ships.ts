/**
 * Issue 15: handlers of the ship words (vocabulary-ships.ts): effects spread into `VERBS` (verbs.ts),
 * targets read by `validTargets` (behaviour/play.ts). 1E rulebook › CLOAK.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { cloakMode, SHIP_RULES } from './ship-equipment';
import type { ShipEffect, ShipSelfModifier, ShipTarget } from './vocabulary-ships';
import type { ShipAttribute } from './vocabulary-events';
import { behaviourOf } from './registry';

interface Context {
  readonly ctx: Ctx;
  readonly player: PlayerId;
  readonly card: string;
  readonly target?: string;
}
type Handler<K extends ShipEffect['kind']> = (v: Context, effect: Extract<ShipEffect, { kind: K }>) => void;

function shipsInPlay(state: GameState): string[] {
  return Object.values(state.cards)
    .filter((instance) => ['space', 'docked', 'surface'].includes(zoneKind(instance.zone)) && bp(state, instance.iid).type === 'Ship')
    .map((instance) => instance.iid);
}

export function shipTargets(state: GameState, player: PlayerId, spec: ShipTarget): string[] {
  switch (spec.kind) {
    case 'cloaked-ship': {
      const ships = shipsInPlay(state);
      if (ships.filter((ship) => state.cards[ship]!.owner === player).length < (spec.yourShipsAtLeast ?? 0)) return [];
      return ships.filter((ship) => cloakMode(state, ship) === 'cloaked');
    }
  }
}

export function isShipTarget(spec: { readonly kind: string }): spec is ShipTarget {
  return spec.kind === 'cloaked-ship';
}

/** One handler per ship self-modifier: whether it applies now (a word without a handler does not compile). */
export const SHIP_SELF_MODIFIERS: { readonly [K in ShipSelfModifier['kind']]: (state: GameState, ship: string, modifier: Extract<ShipSelfModifier, { kind: K }>) => boolean } = {
  'own-attribute': (state, ship, modifier) => {
    const instance = state.cards[ship]!;
    const location = locationOfZone(state, instance.zone);
    if (!location || !['space', 'docked', 'surface'].includes(zoneKind(instance.zone))) return false;
    const place = state.locations[location]!;
    if (modifier.where.quadrant && place.quadrant !== modifier.where.quadrant) return false;
    if (modifier.where.region && place.region !== modifier.where.region) return false;
    if (modifier.where.phased && cloakMode(state, ship) !== 'phased') return false;
    return true;
  },
};

/**
 * The ship card's own attribute bonus now (1E rulebook › THE CARDS › SHIPS: text on the ship card),
 * read by `shipAttribute` for every RANGE / WEAPONS / SHIELDS read.
 */
export function ownAttributeBonus(state: GameState, ship: string, attribute: ShipAttribute): number {
  const modifiers = behaviourOf(state.cards[ship]!.blueprint)?.ownModifiers;
  if (!modifiers) return 0;
  let bonus = 0;
  for (const modifier of modifiers)
    if (modifier.attributes.includes(attribute) && (SHIP_SELF_MODIFIERS[modifier.kind] as (s: GameState, id: string, m: ShipSelfModifier) => boolean)(state, ship, modifier)) bonus += modifier.delta;
  return bonus;
}

export const SHIP_VERBS: { readonly [K in ShipEffect['kind']]: Handler<K> } = {
  'decloak-target': (v) => {
    const ship = v.target;
    if (!ship || cloakMode(v.ctx.state, ship) === null) return;
    // The ship is decloaked and has used its one cloak or decloak of this turn (1E rulebook › CLOAK).
    v.ctx.emit({ type: 'ShipDecloaked', player: v.ctx.state.cards[ship]!.owner, ship, turn: v.ctx.state.turn!.number, source: v.card, rule: SHIP_RULES.cloak });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'decloak-target', target: ship, rule: RULES.cardEffects });
  },
};
