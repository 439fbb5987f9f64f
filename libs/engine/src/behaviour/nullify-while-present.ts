/**
 * Issue 15 (events, helper events-f): a card lying atop a planet mission that may not be nullified
 * while a personnel it names is present — on that planet (Ancestral Vision: "may not be nullified if
 * Chakotay present"). `CardBehaviour.unnullifiableWhilePresent`, read by `immune` (play.ts) for cards
 * whose effects nullify their target.
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP ›
 *   "HERE" AND "PRESENT" (a card on a mission: the personnel on that planet are present with it).
 */
import { blueprintOf, isTitled } from '../card-facts';
import type { GameState } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { behaviourOf } from './registry';
import { tableIndex } from '../table-index';

export interface WhilePresent {
  /**
   * A personnel (anyone's) bearing one of these titles or a version of one, or with one as a persona (Issue 15, helper
   * substring: exact, as `inPlay` already was — {Chakotay} is not Revised Chakotay; card-facts.ts › isTitled).
   */
  readonly names: readonly string[];
  /**
   * Issue 15 (helper tail1): "may not be nullified if {Kell}, {Taibak} or {Entek} in play" — a face-up personnel
   * anywhere in play (anyone's), titled or a persona of one of the names exactly; wherever the card lies.
   */
  readonly inPlay?: true;
}

/** Whether `target` lies atop a planet where a personnel its `unnullifiableWhilePresent` names is present. */
export function unnullifiableNow(state: GameState, target: string): boolean {
  const instance = state.cards[target];
  const rule = instance ? behaviourOf(instance.blueprint)?.unnullifiableWhilePresent : undefined;
  const named = (title: string, persona: readonly string[]) => !!rule && rule.names.some((name) => isTitled({ title }, name) || persona.includes(name));
  if (rule?.inPlay) {
    return tableIndex(state).inPlay.some((one) => one.faceUp && !one.disabled && blueprintOf(state, one.iid).type === 'Personnel' && named(blueprintOf(state, one.iid).title, blueprintOf(state, one.iid).persona));
  }
  if (!rule || zoneKind(instance!.zone) !== 'atop') return false;
  return cardsIn(state, Z.surface(zoneArg(instance!.zone))).some((iid) => {
    const card = blueprintOf(state, iid);
    return card.type === 'Personnel' && !state.cards[iid]!.disabled && named(card.title, card.persona);
  });
}

export const NULLIFY_WHILE_PRESENT_WORDS: readonly string[] = ['unnullifiable-while-present', 'unnullifiable-while-present.inPlay'];
