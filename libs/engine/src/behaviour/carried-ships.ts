/**
 * Issue 15 (lead): ships carried aboard other ships (1E rulebook › EXECUTING ORDERS › CARRIED SHIPS).
 * A card on its owner's table (Engage Shuttle Operations, Blue Alert, Launch Bay) lets some of that
 * player's ships be carried aboard others. Loading (recovering) and launching are movement actions
 * "like docking and undocking" that use no RANGE, the carried ship staffed — so they are the Dock and
 * Undock commands with a carrying ship where a facility would be, and a carried ship lies in the
 * carrier's docked zone (`docked:<carrier>`): it moves with the carrier, its location is the
 * carrier's, and its crew may walk to the carrier and back. Carried ships are not present with
 * opponents' ships, so battle does not reach them (battle/battle.ts › shipAt).
 */
import { skillLevel } from '@captains-log/cards';
import { memberOf } from '../attempt/requirements';
import { activePersonnel } from '../attempt/teams';
import { bp, problem, type Problem } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import { hasSpecialEquipment } from './ship-equipment';
import type { CardFilter } from './vocabulary';

export const CARRIED_SHIPS_RULE = '1E rulebook › EXECUTING ORDERS › CARRIED SHIPS';

/** Joins `Permit` (vocabulary.ts): the table owner's `ships` may be loaded aboard and launched from their `carriers`. */
export interface CarryPermit {
  readonly kind: 'ships-may-be-carried';
  /** The ships that may be carried ("your shuttlecraft": `{ shipClassIncludes: 'Shuttlecraft' }`). */
  readonly ships: CardFilter;
  /** The ships that may carry them (none given: any of the player's ships). */
  readonly carriers?: CardFilter;
  /** Special equipment the carrying ship must have ("with a Tractor Beam"). */
  readonly carrierEquipment?: string;
  /** A skill one of the carrier's crew must have, unstopped ("and an ENGINEER aboard"). */
  readonly carrierSkill?: string;
  /** At most this many ships aboard one carrier under this permit ("limit 4"). */
  readonly limit?: number;
}

export const CARRIED_SHIP_WORDS: readonly string[] = ['permit:ships-may-be-carried'];

/** Whether `ship` is carried aboard another ship. */
export function isCarried(state: GameState, ship: string): boolean {
  const zone = state.cards[ship]?.zone;
  return !!zone && zoneKind(zone) === 'docked' && bp(state, zoneArg(zone)).type === 'Ship';
}

function permitsOf(state: GameState, player: PlayerId): CarryPermit[] {
  const out: CarryPermit[] = [];
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const permit of behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []) if (permit.kind === 'ships-may-be-carried') out.push(permit);
  }
  return out;
}

function permitProblem(state: GameState, player: PlayerId, ship: string, carrier: string, permit: CarryPermit): string | null {
  const shipCard = bp(state, ship);
  const carrierCard = bp(state, carrier);
  if (!matches(shipCard, permit.ships)) return `${shipCard.title} is not a ship your cards let be carried`;
  if (permit.carriers && !matches(carrierCard, permit.carriers)) return `${carrierCard.title} is not a ship your cards let carry ships`;
  if (permit.carrierEquipment && !hasSpecialEquipment(state, carrier, permit.carrierEquipment)) return `${carrierCard.title} has no ${permit.carrierEquipment}`;
  if (permit.carrierSkill && !activePersonnel(state, Z.aboard(carrier), player).some((iid) => skillLevel(memberOf(state, iid), permit.carrierSkill!) > 0))
    return `${carrierCard.title} has no ${permit.carrierSkill} aboard`;
  if (permit.limit !== undefined && cardsIn(state, Z.docked(carrier)).length >= permit.limit) return `${carrierCard.title} already carries ${permit.limit} ships`;
  return null;
}

/**
 * Why `player`'s ship `ship` (in space, already checked as their own movable ship) may not be loaded
 * aboard `carrier`, if so: a face-up permit on their table must allow it; the carrier is theirs, at the
 * same place in space, not itself carried, and not the ship.
 */
export function checkCarrying(state: GameState, player: PlayerId, ship: string, carrier: string): Problem | null {
  const host = state.cards[carrier];
  if (!host || carrier === ship || host.owner !== player) return problem('CANNOT_CARRY', 'a ship is carried only aboard another ship of yours', CARRIED_SHIPS_RULE);
  if (host.zone !== state.cards[ship]!.zone) return problem('CANNOT_CARRY', `${bp(state, carrier).title} is not in space where ${bp(state, ship).title} is`, CARRIED_SHIPS_RULE);
  if (cardsIn(state, Z.docked(ship)).length > 0) return problem('CANNOT_CARRY', `${bp(state, ship).title} carries ships itself`, CARRIED_SHIPS_RULE);
  const permits = permitsOf(state, player);
  if (permits.length === 0) return problem('CANNOT_CARRY', 'ships are carried aboard ships only where a card of yours allows it', CARRIED_SHIPS_RULE);
  const reasons = permits.map((permit) => permitProblem(state, player, ship, carrier, permit));
  if (reasons.includes(null)) return null;
  return problem('CANNOT_CARRY', reasons[0]!, CARRIED_SHIPS_RULE);
}

/** Why a carried `ship` may not be launched now, if so: a carrier that has landed cannot launch it (taking off needs a card of its own). */
export function checkLaunch(state: GameState, ship: string): Problem | null {
  if (!isCarried(state, ship)) return null;
  const carrier = state.cards[zoneArg(state.cards[ship]!.zone)]!;
  if (zoneKind(carrier.zone) !== 'space') return problem('CANNOT_LAUNCH', `${bp(state, carrier.iid).title} has landed: a ship carried aboard it is launched in space`, CARRIED_SHIPS_RULE);
  return null;
}

/** `player`'s ships that might carry ships (for legal commands): their ships in space while a permit of theirs is out. */
export function possibleCarriers(state: GameState, player: PlayerId, zone: string): string[] {
  if (permitsOf(state, player).length === 0) return [];
  return cardsIn(state, zone).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship');
}
