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
import { cardsIn, isInPlayZone, locationOfZone } from '../zones';
import type { PlayerId } from '../types';
import { reaches } from './modifiers-personnel';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';

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

/** Blueprints of a game with `may-attack` (the game's blueprints never change). */
const mayAttack: BlueprintTest = (b) => b.battle?.some((ability) => ability.kind === 'may-attack');

/** The affiliations `player`'s cards at `location` may attack by a personnel of theirs there (none: the usual restrictions). */
export function attackPermits(state: GameState, player: PlayerId, location: string): ReadonlySet<string> {
  const sources = blueprintsWhere(state, mayAttack);
  const out = new Set<string>();
  if (sources.size === 0) return out;
  for (const card of Object.values(state.cards)) {
    if (card.owner !== player || !sources.has(card.blueprint) || !card.faceUp || card.disabled || !isInPlayZone(card.zone) || locationOfZone(state, card.zone) !== location) continue;
    for (const ability of behaviourOf(card.blueprint)?.battle ?? []) if (ability.kind === 'may-attack') for (const affiliation of ability.affiliations) out.add(affiliation);
  }
  return out;
}

/** A side's shuffled combat pile with its personnel that pair first ("may pair first when in personnel battle") moved to the top, in pile order. */
export function pairFirst(state: GameState, pile: string[]): string[] {
  const first = pile.filter((iid) => behaviourOf(state.cards[iid]!.blueprint)?.battle?.some((ability) => ability.kind === 'pairs-first'));
  return first.length === 0 ? pile : [...first, ...pile.filter((iid) => !first.includes(iid))];
}
