/**
 * Special equipment a ship gains from equipment aboard (issue 15, incidents pass C): the
 * `grantsEquipment` part of a card (vocabulary-incidents-c.ts). Only the ship owner's cards count
 * ("your ship"), and only cards whose script grants something are looked at.
 *   1E rulebook › THE CARDS › SHIPS › Clarifications: List of Special Equipment; THE CARDS › EQUIPMENT.
 */
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { shipMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import type { EquipmentGrant } from './vocabulary-incidents-c';

function grantApplies(state: GameState, ship: string, grant: EquipmentGrant): boolean {
  const card = blueprintOf(state, ship);
  const filter = grant.ships;
  if (!filter) return true;
  const staffing = card.ship?.staffing.icons.length ?? 0;
  if (filter.staffing === 'none' && staffing > 0) return false;
  if (filter.staffing === 'some' && staffing === 0) return false;
  if (filter.notAffiliations && card.affiliations.some((affiliation) => filter.notAffiliations!.includes(affiliation)) && !(filter.unlessIcons ?? []).some((code) => card.icons.some((icon) => icon.code === code)))
    return false;
  return shipMatches(card, filter, state, ship);
}

/** The special equipment `ship` gains from its owner's equipment aboard (empty for any other card). */
export function grantedEquipment(state: GameState, ship: string): string[] {
  const instance = state.cards[ship];
  if (!instance || blueprintOf(state, ship).type !== 'Ship') return [];
  const out: string[] = [];
  for (const iid of cardsIn(state, Z.aboard(ship))) {
    const source = state.cards[iid]!;
    if (source.owner !== instance.owner) continue;
    const grants = behaviourOf(source.blueprint)?.grantsEquipment;
    if (!grants) continue;
    for (const grant of grants) if (!out.includes(grant.equipment) && grantApplies(state, ship, grant)) out.push(grant.equipment);
  }
  return out;
}
