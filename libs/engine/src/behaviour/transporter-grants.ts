/**
 * Issue 15 (equipment-e): `givesTransporters` — equipment aboard its owner's ship or facility that,
 * while a personnel of that owner the filter reaches is aboard too, gives it transporters (it may then
 * beam though its own text says it has none: Kazon Outpost). Read by play.ts › checkBeamRoute.
 *   1E rulebook › EXECUTING ORDERS › BEAM (transporters of a ship or facility); THE CARDS › EQUIPMENT.
 */
import { groupMemberFromCard } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { holderMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';
import type { HolderIncidents } from './vocabulary-incidents';

export interface GivesTransporters {
  /** Your personnel aboard with the equipment that make it work ("with your ENGINEER or Transporter Skill personnel present"). */
  readonly with: HolderIncidents & { readonly classification?: string };
}

/** Whether equipment of the owner of ship or facility `via`, aboard it, gives it transporters now. */
export function transportersGiven(state: GameState, via: string): boolean {
  const owner = state.cards[via]?.owner;
  if (!owner) return false;
  const aboard = cardsIn(state, Z.aboard(via));
  return aboard.some((iid) => {
    const card = state.cards[iid]!;
    const rule = card.owner === owner && card.faceUp ? behaviourOf(card.blueprint)?.givesTransporters : undefined;
    if (!rule) return false;
    return aboard.some((other) => {
      const person = blueprintOf(state, other);
      return state.cards[other]!.owner === owner && person.type === 'Personnel' && !!person.personnel && holderMatches(state, other, groupMemberFromCard(person), rule.with);
    });
  });
}

export const TRANSPORTER_GRANT_WORDS: readonly string[] = ['gives-transporters'];
