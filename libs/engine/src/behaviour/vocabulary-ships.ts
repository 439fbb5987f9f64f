/**
 * Issue 15: the words added for ships' special equipment and ship text (behaviour/ship-equipment.ts,
 * verbs-ships.ts), spread into the shared unions of vocabulary.ts.
 *   1E rulebook › CLOAK; THE CARDS › SHIPS.
 */
import type { ShipAttribute } from './vocabulary-events';

export type ShipTarget =
  /** A cloaked ship in play (not a phased one), when you have at least `yourShipsAtLeast` ships in play. */
  { readonly kind: 'cloaked-ship'; readonly yourShipsAtLeast?: number };

export type ShipEffect =
  /** The target ship decloaks and may not cloak again this turn. */
  { readonly kind: 'decloak-target' };

/** Where a ship's own attribute bonus applies: its location's quadrant or region, or while it is phased. */
export interface ShipWhere {
  readonly quadrant?: string;
  readonly region?: string;
  readonly phased?: boolean;
}

export type ShipSelfModifier =
  /** The ship's own attributes change by `delta` while the condition holds (a ship card's own text). */
  { readonly kind: 'own-attribute'; readonly attributes: readonly ShipAttribute[]; readonly delta: number; readonly where: ShipWhere };

export type ShipPermit =
  /** Lying atop a planet mission: holograms may exist there, activated (behaviour/holograms.ts). */
  { readonly kind: 'holograms-exist' };

export const SHIP_PERMIT_WORDS: readonly ShipPermit['kind'][] = ['holograms-exist'];
export const SHIP_TARGET_WORDS: readonly ShipTarget['kind'][] = ['cloaked-ship'];
export const SHIP_SELF_MODIFIER_WORDS: readonly ShipSelfModifier['kind'][] = ['own-attribute'];
