/**
 * Issue 15: handlers of the ship words (vocabulary-ships.ts): effects spread into `VERBS` (verbs.ts),
 * targets read by `validTargets` (behaviour/play.ts). 1E rulebook › CLOAK.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { zoneKind } from '../zones';
import { cloakMode, SHIP_RULES } from './ship-equipment';
import type { ShipEffect, ShipTarget } from './vocabulary-ships';

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

export const SHIP_VERBS: { readonly [K in ShipEffect['kind']]: Handler<K> } = {
  'decloak-target': (v) => {
    const ship = v.target;
    if (!ship || cloakMode(v.ctx.state, ship) === null) return;
    // The ship is decloaked and has used its one cloak or decloak of this turn (1E rulebook › CLOAK).
    v.ctx.emit({ type: 'ShipDecloaked', player: v.ctx.state.cards[ship]!.owner, ship, turn: v.ctx.state.turn!.number, source: v.card, rule: SHIP_RULES.cloak });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'decloak-target', target: ship, rule: RULES.cardEffects });
  },
};
