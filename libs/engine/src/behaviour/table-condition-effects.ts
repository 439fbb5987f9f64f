/**
 * Issue 15 (choices): "if all your personnel are Vulcan, …" inside an effect — the table conditions of
 * table-conditions.ts (read so far by free reports and immunities) guarding nested effects. The word
 * joins `Effect` (vocabulary.ts) and the verb table (verbs.ts) with one line each.
 *   1E rulebook › THE CARDS (a card's text applies only while its condition holds).
 */
import { RULES } from '../rules';
import { tableConditionHolds, type TableCondition } from './table-conditions';
import type { Effect } from './vocabulary';
import type { VerbContext } from './verbs';

export type TableConditionEffect =
  /** When every one of `conditions` holds for the card's player, the effects in `then` follow. */
  { readonly kind: 'if-table'; readonly conditions: readonly TableCondition[]; readonly then: readonly Effect[] };

export const TABLE_CONDITION_VERBS: { readonly 'if-table': (v: VerbContext, effect: TableConditionEffect, run?: (nested: readonly Effect[]) => void) => void } = {
  'if-table': (v, effect, run) => {
    if (effect.conditions.every((condition) => tableConditionHolds(v.ctx.state, v.player, condition))) run?.(effect.then);
    else v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'its condition does not hold: nothing more', rule: RULES.cardEffects });
  },
};
