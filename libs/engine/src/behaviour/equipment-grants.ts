/**
 * Special equipment a ship gains from equipment aboard (issue 15, incidents pass C), or from a card
 * face up on its owner's table (issue 15, events of later sets: Grappler: Shuttlepod Retrieval): the
 * `grantsEquipment` part of a card (vocabulary-incidents-c.ts). Only the ship owner's cards count
 * ("your ship"), and only cards whose script grants something are looked at.
 *   1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment; THE CARDS › EQUIPMENT.
 */
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { shipMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import { grantExtrasPass } from './equipment-limits';
import { hostClassEquipment } from './host-class-equipment';
import type { Armor, GrantShips } from './vocabulary-incidents-c';

export function grantApplies(state: GameState, ship: string, grant: { readonly ships?: GrantShips }): boolean {
  const card = blueprintOf(state, ship);
  const filter = grant.ships;
  if (!filter) return true;
  const staffing = card.ship?.staffing.icons.length ?? 0;
  if (filter.staffing === 'none' && staffing > 0) return false;
  if (filter.staffing === 'some' && staffing === 0) return false;
  if (filter.notAffiliations && card.affiliations.some((affiliation) => filter.notAffiliations!.includes(affiliation)) && !(filter.unlessIcons ?? []).some((code) => card.icons.some((icon) => icon.code === code)))
    return false;
  // Issue 15 (partials-iob): icons the ship must not show, a crew it must carry (equipment-limits.ts).
  if (!grantExtrasPass(state, ship, filter)) return false;
  return shipMatches(card, filter, state, ship);
}

const grantsEquipment: BlueprintTest = (behaviour) => behaviour.grantsEquipment;

/** The special equipment `ship` gains from its owner's equipment aboard (empty for any other card). */
export function grantedEquipment(state: GameState, ship: string): string[] {
  const instance = state.cards[ship];
  if (!instance || blueprintOf(state, ship).type !== 'Ship') return [];
  const out: string[] = [];
  // Issue 17 (seventeenth session): the two scans look for `grantsEquipment`; when no card of this game has it, neither runs.
  if (blueprintsWhere(state, grantsEquipment).size > 0) {
    for (const iid of cardsIn(state, Z.aboard(ship))) {
      const source = state.cards[iid]!;
      if (source.owner !== instance.owner) continue;
      const grants = behaviourOf(source.blueprint)?.grantsEquipment;
      if (!grants) continue;
      for (const grant of grants) if (!out.includes(grant.equipment) && grantApplies(state, ship, grant)) out.push(grant.equipment);
    }
    // Issue 15 (events of later sets): a card face up on the owner's table reaches each of the owner's ships
    // the grant's filter passes ("your [Sta] ships with a staffing icon gain Tractor Beam").
    for (const iid of cardsIn(state, Z.table(instance.owner))) {
      const source = state.cards[iid]!;
      if (!source.faceUp) continue;
      for (const grant of behaviourOf(source.blueprint)?.grantsEquipment ?? []) if (!out.includes(grant.equipment) && grantApplies(state, ship, grant)) out.push(grant.equipment);
    }
  }
  // Issue 15 (helper voyds9): a card lying on a ship of this class (host-class-equipment.ts: Holographic Communicator).
  for (const equipment of hostClassEquipment(state, ship)) if (!out.includes(equipment)) out.push(equipment);
  return out;
}

/**
 * The hit thresholds of a ship in ship battle (`armor`): from its owner's equipment aboard and cards on
 * the owner's table; the strongest applies. Without any, once and twice (1E rulebook › BATTLE › SHIP
 * BATTLE › 5. Open Fire).
 */
export function hitFactors(state: GameState, ship: string): { readonly hit: number; readonly direct: number } {
  const instance = state.cards[ship];
  let best = { hit: 1, direct: 2 };
  // Issue 15 (lead): a facility too (Ablative Armor: "aboard your ship or facility").
  if (!instance || (blueprintOf(state, ship).type !== 'Ship' && blueprintOf(state, ship).type !== 'Facility')) return best;
  const region = state.locations[locationOfZone(state, instance.zone) ?? '']?.region;
  const consider = (armor: Armor | undefined) => {
    if (!armor || !grantApplies(state, ship, armor)) return;
    if (armor.regions && !(region && armor.regions.includes(region))) return;
    if (armor.hit > best.hit || armor.direct > best.direct) best = { hit: Math.max(best.hit, armor.hit), direct: Math.max(best.direct, armor.direct) };
  };
  for (const iid of cardsIn(state, Z.aboard(ship))) if (state.cards[iid]!.owner === instance.owner) consider(behaviourOf(state.cards[iid]!.blueprint)?.armor);
  for (const iid of cardsIn(state, Z.table(instance.owner))) if (state.cards[iid]!.faceUp) consider(behaviourOf(state.cards[iid]!.blueprint)?.armor);
  return best;
}
