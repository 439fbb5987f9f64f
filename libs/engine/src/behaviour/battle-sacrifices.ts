/**
 * Issue 15 (battle2): a personnel who gives its life in a personnel battle to take its adversary with it
 * (Reman Dagger: your Reman present mortally wounds itself to mortally wound its adversary). Words:
 * - target `your-species-in-battle-present` (`species`): in the personnel battle just initiated (its
 *   window open), one of your personnel of `species` in it, present with this card;
 * - effect `sacrifice-at-engagement`: `BattleModified { kind: 'sacrifice' }`; at that personnel's
 *   engagement (battle/battle.ts › resolvePersonnelBattle, `sacrificesAt`) both it and its adversary are
 *   mortally wounded (two `CombatResolved` naming the card in `by`).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (2. Responses, 4. Combat: mortally wounded; 6. Resolution).
 * Decisions: the choice is declared in the battle's response window, before the piles are formed (the
 * engine has no window inside the combat stage), so the player commits before the adversary is known;
 * it applies at the personnel's one engagement (none when it is not drawn to engage); an adversary
 * already mortally wounded there is not wounded twice. The ability closes the window it answers, so a
 * player declares one such sacrifice per battle.
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { BATTLE_RULES } from '../battle/rules-battle';
import type { GameState, PlayerId } from '../types';
import { battleWindow } from './targets-battle';
import { excludedFromBattle } from './battle-exclusions';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type BattleSacrificeTarget = { readonly kind: 'your-species-in-battle-present'; readonly species: readonly string[] };
export type BattleSacrificeEffect = { readonly kind: 'sacrifice-at-engagement' };

/** For the catalogue test. */
export const BATTLE_SACRIFICE_WORDS: readonly string[] = ['target:your-species-in-battle-present', 'effect:sacrifice-at-engagement'];

export function battleSacrificeTargets(state: GameState, player: PlayerId, spec: BattleSacrificeTarget, self: string | undefined): string[] {
  const battle = state.battle;
  if (battle?.kind !== 'personnel' || !battleWindow(state) || !self || state.cards[self]?.zone !== battle.zone) return [];
  const out = excludedFromBattle(state);
  const wanted = spec.species.map((name) => name.toLowerCase());
  return [...battle.attacking, ...battle.defending].filter((iid) => {
    const instance = state.cards[iid];
    return !!instance && instance.owner === player && instance.zone === battle.zone && !out.has(iid) && bp(state, iid).characteristics.some((c) => wanted.includes(c.toLowerCase()));
  });
}

/** The sacrifices due at the engagement of `a` and `d`: each as [who dies, the card]. */
export function sacrificesAt(state: GameState, a: string, d: string): { victim: string; by: string }[] {
  const out: { victim: string; by: string }[] = [];
  const wounded = new Set(state.battle?.wounded ?? []);
  for (const modifier of state.battle?.modifiers ?? []) {
    if (modifier.kind !== 'sacrifice' || (modifier.card !== a && modifier.card !== d)) continue;
    const adversary = modifier.card === a ? d : a;
    for (const victim of [modifier.card, adversary]) if (!wounded.has(victim) && !out.some((one) => one.victim === victim)) out.push({ victim, by: modifier.source });
  }
  return out;
}

export const BATTLE_SACRIFICE_VERBS: { readonly [K in BattleSacrificeEffect['kind']]: (v: VerbContext, effect: Extract<BattleSacrificeEffect, { kind: K }>) => void } = {
  'sacrifice-at-engagement': (v) => {
    const state = v.ctx.state;
    if (state.battle?.kind !== 'personnel' || !v.target) return;
    v.ctx.emit({ type: 'BattleModified', modifier: { kind: 'sacrifice', player: v.player, card: v.target, source: v.card }, rule: BATTLE_RULES.combat });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, v.target).title} will mortally wound itself and its adversary`, target: v.target, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const BATTLE_SACRIFICES_TARGETS = finding(['your-species-in-battle-present'], (state, player, spec, self) => battleSacrificeTargets(state, player, spec, self));
