/**
 * Issue 15 (helper incidents-d): `survivesBattle` — equipment (or an artifact used as equipment) whose
 * owner's personnel present, as its holder filter reaches them, "may not be killed in personnel battle"
 * (Sword of Kahless: Kahless). Read by battle/battle.ts before the mortally wounded and the casualty
 * die: such a personnel survives (it recovers like the stunned and is stopped with the others).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (mortally wounded and casualties die at resolution);
 *   THE CARDS › EQUIPMENT; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT".
 */
import { groupMemberFromCard } from '@captains-log/cards';
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn } from '../zones';
import { holderMatches } from './modifiers-incidents';
import { behaviourOf } from './registry';

/** The card present that keeps the personnel `iid` from being killed in personnel battle, or null. */
export function battleKillProtector(state: GameState, iid: string): string | null {
  const instance = state.cards[iid];
  if (!instance) return null;
  const card = blueprintOf(state, iid);
  if (card.type !== 'Personnel' || !card.personnel) return null;
  for (const other of cardsIn(state, instance.zone)) {
    const source = state.cards[other]!;
    const filter = source.faceUp && source.owner === instance.owner ? behaviourOf(source.blueprint)?.survivesBattle : undefined;
    if (filter && holderMatches(state, iid, groupMemberFromCard(card), filter)) return other;
  }
  return null;
}
