/**
 * Issue 15 (events-d): a card on its owner's table that lets ships land and take off which their own
 * text does not ("each of your ships which has no staffing requirements may use 1 RANGE to land or
 * take off once each turn"; "your B'rel-class ships … may use 1 RANGE to land or take off once each
 * turn"). The permit `ships-may-land` gives the matching ships of the table's owner a landing rule
 * like a ship's own text (behaviour/landing.ts › LandingRule), read by `landingRuleOf`.
 *   1E rulebook › EXECUTING ORDERS › LAND & TAKE OFF (only ships whose text allows it — or a card).
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import type { LandingRule } from './landing';
import { shipAttribute } from './ship-modifiers';

/** The ships a `ships-may-land` permit reaches (every field given must hold). */
export interface LandingShips {
  /** Its ship class is this one ("B'rel-class"). */
  readonly shipClass?: string;
  /** Its staffing requirements are none (no staffing icons). */
  readonly noStaffing?: boolean;
  /** Issue 15 (assorted): its ship class names this, any case ("your shuttlecraft": `Shuttlecraft`, `Type VI Shuttlecraft`). */
  readonly shipClassIncludes?: string;
  /** Issue 15 (helper tail2): the ship has this affiliation ("your [Sta] shuttlepods": `Starfleet`). */
  readonly affiliation?: string;
}

/** Joins `Permit` (vocabulary.ts). */
export type LandingPermit = {
  readonly kind: 'ships-may-land';
  readonly ships: LandingShips;
  /** Once each turn (one landing or take-off a turn). */
  readonly perTurn: boolean;
  /** RANGE each landing or take-off uses; `full` (issue 15, assorted): the ship's whole RANGE, so only a ship that has not moved this turn ("using full RANGE"). */
  readonly range: number | 'full';
};

/** The landing rule a card face up on the ship owner's table gives the ship, if any. */
export function grantedLanding(state: GameState, ship: string): LandingRule | null {
  const instance = state.cards[ship];
  if (!instance) return null;
  const card = bp(state, ship);
  if (card.type !== 'Ship') return null;
  for (const iid of cardsIn(state, Z.table(instance.owner))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const permit of behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []) {
      if (permit.kind !== 'ships-may-land') continue;
      if (permit.ships.shipClass && card.ship?.shipClass !== permit.ships.shipClass) continue;
      if (permit.ships.noStaffing && (card.ship?.staffing.icons.length ?? 0) > 0) continue;
      if (permit.ships.shipClassIncludes && !(card.ship?.shipClass ?? '').toLowerCase().includes(permit.ships.shipClassIncludes.toLowerCase())) continue;
      if (permit.ships.affiliation && !card.affiliations.includes(permit.ships.affiliation as never)) continue;
      return { perTurn: permit.perTurn, perGame: false, range: permit.range === 'full' ? shipAttribute(state, ship, 'RANGE') : permit.range };
    }
  }
  return null;
}

export const LANDING_PERMIT_WORDS: readonly string[] = ['permit:ships-may-land'];
