/**
 * Words added for incidents, objectives, equipment and artifacts of later sets (issue 15, incidents
 * pass C). They join CardBehaviour (vocabulary.ts) with one line each; handlers in equipment-grants.ts.
 *   1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment;
 *   THE CARDS › EQUIPMENT; CLOAK.
 */
import type { ShipFilter } from './vocabulary-incidents';

/** Which of your ships an equipment grant reaches: the ship filter, plus its staffing and exceptions. */
export interface GrantShips extends ShipFilter {
  /** `none`: the ship has no staffing requirements; `some`: at least one staffing icon. */
  readonly staffing?: 'none' | 'some';
  /** Not a ship of one of these affiliations, unless it also shows one of `unlessIcons`. */
  readonly notAffiliations?: readonly string[];
  readonly unlessIcons?: readonly string[];
}

/**
 * Equipment (or an artifact used as equipment) lying aboard its owner's ship gives that ship a piece
 * of special equipment while the ship passes `ships` ("while aboard your ship, that ship has a
 * Cloaking Device"; "Adds Tractor Beam"). Read by `specialEquipment` (ship-equipment.ts), so cloaking,
 * phasing and every card that asks for the equipment see it.
 */
export interface EquipmentGrant {
  readonly equipment: 'Cloaking Device' | 'Phasing Cloak' | 'Tractor Beam';
  readonly ships?: GrantShips;
}
