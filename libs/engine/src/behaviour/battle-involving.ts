/**
 * Issue 15 (battle-cards): a battle named by who is in it — target `personnel-battle-involving`
 * (`loreWords`): the personnel battle just initiated (named by its window's card) when a personnel in
 * it, on either side, has one of these words in its lore (Plot Twist: "Royale"; any case). Used with
 * `cancel-battle` (vocabulary-battle.ts).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses); INITIATING A BATTLE › Clarification:
 *   Cancelled Battles.
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { battleWindow } from './targets-battle';
import { finding } from './target-table';

export type BattleInvolvingTarget = { readonly kind: 'personnel-battle-involving'; readonly loreWords: readonly string[] };

/** For the catalogue test. */
export const BATTLE_INVOLVING_WORDS: readonly string[] = ['target:personnel-battle-involving'];

export function battleInvolvingTargets(state: GameState, spec: BattleInvolvingTarget): string[] {
  const battle = state.battle;
  const window = battleWindow(state);
  if (battle?.kind !== 'personnel' || !window) return [];
  const words = spec.loreWords.map((word) => word.toLowerCase());
  const involved = [...battle.attacking, ...battle.defending].filter((iid) => state.cards[iid]?.zone === battle.zone);
  return involved.some((iid) => words.some((word) => (bp(state, iid).lore ?? '').toLowerCase().includes(word))) ? [window.card] : [];
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_INVOLVING_TARGETS = finding(['personnel-battle-involving'], (state, _player, spec) => battleInvolvingTargets(state, spec));
