/**
 * Issue 15 (helper inca): effect `spend-use-this-turn` (`key`) — the card's player has used `key` this turn (fact
 * `CardAbilityUsed`), for a once-each-turn limit spent by a card's effects rather than as its rule runs
 * (`whenCardsPlayed.spentByEffects`: a "you may" declined spends nothing; Crossover).
 *   1E rulebook › MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS.
 */
import { RULES } from '../rules';
import type { VerbContext } from './verbs';

export type SpendUseEffect = { readonly kind: 'spend-use-this-turn'; readonly key: string };

export const SPEND_USE_VERBS: { readonly 'spend-use-this-turn': (v: VerbContext, effect: SpendUseEffect) => void } = {
  'spend-use-this-turn': (v, effect) => {
    v.ctx.emit({ type: 'CardAbilityUsed', player: v.player, title: effect.key, turn: v.ctx.state.turn?.number ?? 0, rule: RULES.oncePerTurn });
  },
};
