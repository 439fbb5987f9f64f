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
import type { GameState } from '../types';
import type { VerbContext } from './verbs';

export type DoubledDilemmaEffect = { readonly kind: 'double-dilemma-effects' };

/** For the catalogue test. */
export const DOUBLED_DILEMMA_WORDS: readonly string[] = ['effect:double-dilemma-effects'];

const KEY = '(effects doubled) ';

/** Whether the dilemma `card` was doubled this turn. */
export function dilemmaDoubled(state: GameState, card: string): boolean {
  const turn = state.turn?.number;
  const uses = state.abilityUses ?? {};
  return uses[`p1|${KEY}${card}`] === turn || uses[`p2|${KEY}${card}`] === turn;
}

/** The selector of an act step of `card`, its count doubled when the dilemma was doubled. */
export function doubledSelector<S extends object>(state: GameState, card: string, selector: S): S {
  if (!dilemmaDoubled(state, card)) return selector;
  const count = (selector as { readonly count?: unknown }).count;
  return typeof count === 'number' ? { ...selector, count: count * 2 } : selector;
}

type Handler<K extends DoubledDilemmaEffect['kind']> = (v: VerbContext, effect: Extract<DoubledDilemmaEffect, { kind: K }>) => void;

export const DOUBLED_DILEMMA_VERBS: { readonly [K in DoubledDilemmaEffect['kind']]: Handler<K> } = {
  'double-dilemma-effects': (v) => {
    if (!v.target || !v.ctx.state.cards[v.target]) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${KEY}${v.target}`, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the dilemma’s effects are doubled', target: v.target, rule: RULES.cardEffects });
  },
};
