/**
 * Issue 15, personnel pass (helper personnel-a): personnel whose special skill changes STRENGTH in
 * personnel battle only ("your Jem'Hadar present are STRENGTH +1 in battle"): `strength-in-battle`
 * (vocabulary-battle.ts), added by `battleStrength` (battle/battle.ts) to each combatant.
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (each personnel's STRENGTH decides its combat and the
 *   winner); MISCELLANEOUS RULES › CONTROL AND OWNERSHIP › "HERE" AND "PRESENT" (present: the same
 *   zone, itself excluded); › THE CUMULATIVE RULE (one per title).
 */
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn } from '../zones';
import { reaches } from './modifiers-personnel';
import { behaviourOf } from './registry';

/** What the personnel present with `iid` in battle add to its STRENGTH. */
export function battleStrengthBonus(state: GameState, iid: string): number {
  const instance = state.cards[iid]!;
  const seen = new Set<string>();
  let bonus = 0;
  for (const other of cardsIn(state, instance.zone)) {
    if (other === iid) continue;
    const source = state.cards[other]!;
    for (const ability of behaviourOf(source.blueprint)?.battle ?? []) {
      if (ability.kind !== 'strength-in-battle' || source.owner !== instance.owner || source.disabled) continue;
      const title = blueprintOf(state, other).title;
      if (seen.has(title) || !reaches(ability.to, blueprintOf(state, iid), instance.owner, source.owner)) continue;
      seen.add(title);
      bonus += ability.delta;
    }
  }
  return bonus;
}
