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
 * Issue 15 (helper substring): a card that names one of the dilemmas a Combo joins (`DilemmaDef.comboHalves`) affects
 * that half only — "if Male's Love Interest is … nullified by Kareen Brianon you still encounter the Tarellian Plague
 * Ship half" (1E rulebook › ENCOUNTERING DILEMMAS › Clarifications: "Combo" Dilemmas). `comboHalfNamed` says which
 * half a list of titles names; a dilemma nullifier naming a half nullifies that half as the card is encountered
 * (nullifiers-events.ts › comboHalvesNullifiedBy, attempt/flow.ts, through `nullifyComboHalf`); a card filter naming
 * a half meets the Combo card (behaviour/play.ts › matches) and Howard Heirloom Candle doubles that half only
 * (doubled-dilemmas.ts).
 */
import type { Ctx } from '../context';
import { titledAmong } from '../card-facts';
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

/** Whether half `half` of the Combo dilemma `dilemma` was nullified this turn. */
export function halfNullified(state: GameState, dilemma: string, half: 1 | 2): boolean {
  const turn = state.turn?.number;
  const uses = state.abilityUses ?? {};
  return (['p1', 'p2'] as PlayerId[]).some((player) => uses[`${player}|${KEY}${dilemma}#${half}`] === turn);
}

/** attempt/flow.ts: whether step `index` of `dilemma` lies in a half nullified this turn. */
export function stepNullified(state: GameState, dilemma: string, index: number): boolean {
  const half = halfOfStep(state, dilemma, index);
  return half !== undefined && halfNullified(state, dilemma, half);
}

/** The half of the Combo dilemma `dilemma` (an instance) that step `index` belongs to; not a Combo: undefined. */
export function halfOfStep(state: GameState, dilemma: string, index: number): 1 | 2 | undefined {
  const def = dilemmaDef(state.cards[dilemma]?.blueprint ?? '');
  if (def?.comboSecondHalfAt === undefined) return undefined;
  return index < def.comboSecondHalfAt ? 1 : 2;
}

/**
 * Which half of the Combo dilemma of blueprint `blueprint` bears one of `titles` (or a version of one: card-facts.ts ›
 * titledAmong) — 1 or 2; none, or no Combo: undefined.
 */
export function comboHalfNamed(blueprint: string, titles: readonly string[] | undefined): 1 | 2 | undefined {
  const halves = titles ? dilemmaDef(blueprint)?.comboHalves : undefined;
  if (!halves) return undefined;
  const index = halves.findIndex((title) => titledAmong(titles, { title }));
  return index === 0 ? 1 : index === 1 ? 2 : undefined;
}

/** Half `half` of the Combo dilemma `dilemma` is nullified for this turn's encounter by `source` (`player`'s card). */
export function nullifyComboHalf(ctx: Ctx, player: PlayerId, source: string, dilemma: string, half: 1 | 2): void {
  ctx.emit({ type: 'CardAbilityUsed', player, title: `${KEY}${dilemma}#${half}`, turn: ctx.state.turn?.number ?? 0, rule: RULES.nullifiers });
  ctx.emit({ type: 'CardEffectResolved', card: source, player, effect: `half ${half} of the Combo dilemma nullified`, target: `${dilemma}#${half}`, rule: RULES.nullifiers });
}

type Handler<K extends ComboHalfEffect['kind']> = (v: VerbContext, effect: Extract<ComboHalfEffect, { kind: K }>) => void;

export const COMBO_HALF_VERBS: { readonly [K in ComboHalfEffect['kind']]: Handler<K> } = {
  'nullify-combo-half': (v) => {
    const [dilemma, half] = (v.target ?? '').split('#') as [string, string | undefined];
    if (!dilemma || !v.ctx.state.cards[dilemma] || (half !== '1' && half !== '2')) return;
    nullifyComboHalf(v.ctx, v.player, v.card, dilemma, half === '1' ? 1 : 2);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const COMBO_HALF_TARGETS = finding(['combo-dilemma-half'], (state) => comboHalfTargets(state));
