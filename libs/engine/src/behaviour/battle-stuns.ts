/**
 * Issue 15 (battle-cards): equipment that lets its owner's personnel present stun the adversary they
 * just engaged in personnel battle, once in each battle — `stun-engaged` (a `BattleAbility`,
 * vocabulary-battle.ts). Read by battle/battle.ts after each engagement of the combat stage: when a
 * personnel the word reaches has just engaged an adversary the engagement left unharmed, that
 * adversary is stunned too (a second `CombatResolved` fact naming the card in `by`). The personnel
 * using it may itself have been stunned in the same engagement (both are then stunned).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (4. combat: stunned); THE CARDS › EQUIPMENT;
 *   MISCELLANEOUS RULES › THE CUMULATIVE RULE (a "(Cumulative.)" card: each copy once per battle;
 *   otherwise once per battle for the title).
 * Decision: the "may" is used at the first engagement where it changes something (an adversary not
 * already stunned or mortally wounded, not one that may not be stunned); a player cannot keep it for
 * a later pairing.
 */
import { memberOf } from '../attempt/requirements';
import { equipmentIn } from '../attempt/teams';
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { behaviourOf } from './registry';
import { neverStunnedAsCopy } from './stored-copies';

export interface StunEngaged {
  readonly kind: 'stun-engaged';
  /** The owner's personnel of these species (characteristics) present; none given: any of the owner's personnel present. */
  readonly species?: readonly string[];
  /** "(Cumulative.)": each copy is used once per battle (otherwise one use per battle for the title). */
  readonly cumulative?: boolean;
}

/** For the catalogue test. */
export const BATTLE_STUN_WORDS: readonly string[] = ['battle:stun-engaged'];

function ofSpecies(state: GameState, iid: string, species: readonly string[] | undefined): boolean {
  if (!species) return true;
  const own = memberOf(state, iid).characteristics ?? [];
  return own.some((c) => species.some((name) => c.toLowerCase() === name.toLowerCase()));
}

function neverStunned(state: GameState, iid: string): boolean {
  // Issue 15 (helper outside): also a copy of a personnel stored on its owner's card that says so (stored-copies.ts: Bluegills).
  return (behaviourOf(state.cards[iid]!.blueprint)?.battle ?? []).some((ability) => ability.kind === 'never-stunned') || neverStunnedAsCopy(state, iid);
}

/**
 * After the engagement of `a` and `d` (its outcome and loser): the extra stuns equipment present
 * allows, each `{ victim, by }`; `used` holds the keys (card or title) already used this battle and is
 * updated.
 */
export function stunsAfterEngagement(
  state: GameState,
  zone: string,
  a: string,
  d: string,
  outcome: 'none' | 'stunned' | 'mortally-wounded',
  loser: string | null,
  used: Set<string>,
): { victim: string; by: string }[] {
  const out: { victim: string; by: string }[] = [];
  for (const [user, victim] of [
    [a, d],
    [d, a],
  ] as const) {
    if (loser === victim && outcome !== 'none') continue;
    if (neverStunned(state, victim)) continue;
    const owner = state.cards[user]!.owner;
    for (const equipment of equipmentIn(state, zone, owner)) {
      const word = (behaviourOf(state.cards[equipment]!.blueprint)?.battle ?? []).find((ability): ability is StunEngaged => ability.kind === 'stun-engaged');
      if (!word || !ofSpecies(state, user, word.species)) continue;
      const key = word.cumulative ? equipment : `title:${owner}:${blueprintOf(state, equipment).title}`;
      if (used.has(key)) continue;
      used.add(key);
      out.push({ victim, by: equipment });
      break;
    }
  }
  return out;
}
