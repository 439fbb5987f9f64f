/**
 * Issue 15 (helper incidents): a card on its owner's table that lets a force of theirs initiate battle against any target but
 * some affiliations — "Your [DS9] cards may initiate battle against any non-[Fed] and non-[Kli] target" (Combined Task Force).
 * Word (a permit on a card face up on its owner's table), read by battle/battle.ts beside the other attack permits (personnel
 * and ship battle):
 * - `force-may-attack-any-but` (`who`: a CardFilter every attacking card passes — the personnel of a personnel battle, the
 *   ships of a ship battle; `notAgainst`: affiliations none of the defending cards has; `unlessAny`: table conditions that
 *   nullify it) — the affiliation attack restrictions are lifted for that battle.
 *   1E rulebook › BATTLE › ATTACK RESTRICTIONS (affiliation attack restrictions; cards that lift them).
 */
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import { tableConditionHolds, type TableCondition } from './table-conditions';
import type { CardFilter } from './vocabulary';

export type AttackAnyPermit = { readonly kind: 'force-may-attack-any-but'; readonly who: CardFilter; readonly notAgainst: readonly string[]; readonly unlessAny?: readonly TableCondition[] };

/** For the catalogue test. */
export const ATTACK_ANY_WORDS: readonly string[] = ['permit:force-may-attack-any-but'];

/** Whether a card face up on `player`'s table lets these attacking cards battle these defending cards regardless of affiliation attack restrictions. */
export function forceMayAttackAnyBut(state: GameState, player: PlayerId, attackers: readonly string[], defenders: readonly string[]): boolean {
  if (attackers.length === 0) return false;
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const permit of behaviourOf(state.cards[iid]!.blueprint)?.permits ?? []) {
      if (permit.kind !== 'force-may-attack-any-but') continue;
      if (permit.unlessAny?.some((condition) => tableConditionHolds(state, player, condition))) continue;
      if (!attackers.every((one) => state.cards[one] && matches(bp(state, one), permit.who))) continue;
      if (defenders.some((one) => state.cards[one] && (bp(state, one).affiliations as readonly string[]).some((affiliation) => permit.notAgainst.includes(affiliation)))) continue;
      return true;
    }
  }
  return false;
}
