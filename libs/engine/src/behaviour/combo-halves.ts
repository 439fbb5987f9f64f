/**
 * Issue 15 (helper history): Combo dilemmas — two dilemmas printed on one card (Ancient Computer & Microvirus) — and
 * a card that nullifies one half (Renewed Spirit). A Combo dilemma's script says where its second half begins
 * (`DilemmaDef.comboSecondHalfAt`: the index of its first step; the steps before it are the first half).
 *   Target `combo-dilemma-half`: in the window after a dilemma is encountered, each half of that dilemma when it is a
 *   Combo (`<dilemma>#1`, `<dilemma>#2`).
 *   Effect `nullify-combo-half`: that half is nullified for this encounter — recorded as a fact (`CardAbilityUsed`, key
 *   `(half nullified) <dilemma>#<n>`, this turn: state written by evolve); attempt/flow.ts skips its steps
 *   (`DilemmaStepResolved` "nullified"). The other half resolves as usual; a cure or ongoing effect of the nullified
 *   half never starts, since its placing step never runs.
 *   1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (responses before the dilemma's effects); DILEMMAS ›
 *   NULLIFIERS; Glossary › Combo dilemma (two dilemmas on one card, each half its own effects).
 */
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type ComboHalfTarget = { readonly kind: 'combo-dilemma-half' };
export type ComboHalfEffect = { readonly kind: 'nullify-combo-half' };

/** For the catalogue test and the README. */
export const COMBO_HALF_WORDS: readonly string[] = ['target:combo-dilemma-half', 'effect:nullify-combo-half', 'dilemma:comboSecondHalfAt'];

const KEY = '(half nullified) ';

/** The halves of the dilemma whose encounter window is open, when it is a Combo dilemma. */
export function comboHalfTargets(state: GameState): string[] {
  const windows = state.windows ?? [];
  const top = windows[windows.length - 1];
  if (!top || top.action !== 'dilemma-encountered' || !state.cards[top.card]) return [];
  const def = dilemmaDef(state.cards[top.card]!.blueprint);
  if (def?.comboSecondHalfAt === undefined || halfNullified(state, top.card, 1) || halfNullified(state, top.card, 2)) return [];
  return [`${top.card}#1`, `${top.card}#2`];
}

function halfNullified(state: GameState, dilemma: string, half: 1 | 2): boolean {
  const turn = state.turn?.number;
  const uses = state.abilityUses ?? {};
  return (['p1', 'p2'] as PlayerId[]).some((player) => uses[`${player}|${KEY}${dilemma}#${half}`] === turn);
}

/** attempt/flow.ts: whether step `index` of `dilemma` lies in a half nullified this turn. */
export function stepNullified(state: GameState, dilemma: string, index: number): boolean {
  const def = dilemmaDef(state.cards[dilemma]?.blueprint ?? '');
  if (def?.comboSecondHalfAt === undefined) return false;
  return halfNullified(state, dilemma, index < def.comboSecondHalfAt ? 1 : 2);
}

type Handler<K extends ComboHalfEffect['kind']> = (v: VerbContext, effect: Extract<ComboHalfEffect, { kind: K }>) => void;

export const COMBO_HALF_VERBS: { readonly [K in ComboHalfEffect['kind']]: Handler<K> } = {
  'nullify-combo-half': (v) => {
    const [dilemma, half] = (v.target ?? '').split('#') as [string, string | undefined];
    if (!dilemma || !v.ctx.state.cards[dilemma] || (half !== '1' && half !== '2')) return;
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: `${KEY}${dilemma}#${half}`, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.nullifiers });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `half ${half} of the Combo dilemma nullified`, target: v.target!, rule: RULES.nullifiers });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMBO_HALF_TARGETS = finding(['combo-dilemma-half'], (state) => comboHalfTargets(state));
