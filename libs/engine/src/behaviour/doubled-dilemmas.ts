/**
 * Issue 15 (helper qcau): a response that doubles the effects of a dilemma just encountered — "double the effects of
 * {Anaphasic Organism} or {Empathic Echo}" (Howard Heirloom Candle). Verb `double-dilemma-effects`: the target (the
 * dilemma in its encounter window) is recorded doubled for this turn (`CardAbilityUsed`, key `(effects doubled) <card>`);
 * attempt/dilemma-effects.ts › the `act` step reads `doubledSelector`, so every act step of that dilemma takes twice as
 * many personnel (its condition — "unless …" — is unchanged: met, nothing happens, doubled or not).
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (responses before the dilemma's effects); MISCELLANEOUS
 *   RULES › EQUIVALENTS (twice the effect: twice the personnel it selects).
 */
import { RULES } from '../rules';
import { comboHalfNamed, halfOfStep } from './combo-halves';
import type { GameState } from '../types';
import type { VerbContext } from './verbs';

/**
 * `named` (issue 15, helper substring): the dilemmas the card names; a Combo dilemma joining one of them is doubled in
 * that half only (combo-halves.ts › comboHalfNamed; 1E rulebook › ENCOUNTERING DILEMMAS › Clarifications: "Combo"
 * Dilemmas — a card affecting one half does not affect the other).
 */
export type DoubledDilemmaEffect = { readonly kind: 'double-dilemma-effects'; readonly named?: readonly string[] };

/** For the catalogue test. */
export const DOUBLED_DILEMMA_WORDS: readonly string[] = ['effect:double-dilemma-effects'];

const KEY = '(effects doubled) ';

/** Whether the dilemma `card` was doubled this turn (`step`: or the half of its Combo that step lies in). */
export function dilemmaDoubled(state: GameState, card: string, step?: number): boolean {
  const turn = state.turn?.number;
  const uses = state.abilityUses ?? {};
  const half = step === undefined ? undefined : halfOfStep(state, card, step);
  const keys = half === undefined ? [`${KEY}${card}`] : [`${KEY}${card}`, `${KEY}${card}#${half}`];
  return keys.some((key) => uses[`p1|${key}`] === turn || uses[`p2|${key}`] === turn);
}

/** The selector of act step `step` of `card`, its count doubled when the dilemma (or that step's Combo half) was doubled. */
export function doubledSelector<S extends object>(state: GameState, card: string, selector: S, step?: number): S {
  if (!dilemmaDoubled(state, card, step)) return selector;
  const count = (selector as { readonly count?: unknown }).count;
  return typeof count === 'number' ? { ...selector, count: count * 2 } : selector;
}

type Handler<K extends DoubledDilemmaEffect['kind']> = (v: VerbContext, effect: Extract<DoubledDilemmaEffect, { kind: K }>) => void;

export const DOUBLED_DILEMMA_VERBS: { readonly [K in DoubledDilemmaEffect['kind']]: Handler<K> } = {
  'double-dilemma-effects': (v, effect) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return;
    const half = comboHalfNamed(v.ctx.state.cards[v.target]!.blueprint, effect.named);
    const doubled = half === undefined ? v.target : `${v.target}#${half}`;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${KEY}${doubled}`, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: half === undefined ? 'the dilemma’s effects are doubled' : `half ${half} of the Combo dilemma has its effects doubled`, target: v.target, rule: RULES.cardEffects });
  },
};
