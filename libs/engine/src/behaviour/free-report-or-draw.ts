/**
 * Issue 15 (events of later sets): "each turn, report one of your [Bor] cards for free OR make an
 * additional end-of-turn draw" (We Are the Borg). The free report is the table `free-report` permit
 * (free-reports.ts, once each turn per title); this end-of-turn effect draws one more card only when
 * that free report was not used this turn — so the player chooses by reporting or not, as with
 * Horga'hn's extra card play (`draw-unless-extra-play-used`).
 *   1E rulebook › PLAYING "FOR FREE"; END OF TURN (the draw); MISCELLANEOUS RULES › "ONCE PER GAME" AND
 *   SIMILAR LIMITS ("each turn": once each turn).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { Z, cardsIn } from '../zones';
import { freeReportKey } from './free-reports';
import { cardDrawsForbidden } from './no-card-draws';
import { behaviourOf } from './registry';
import type { VerbContext } from './verbs';

export type FreeReportOrDrawEffect =
  /** At the end of its owner's turn: one more card, unless this card's free report was used this turn. */
  { readonly kind: 'draw-unless-free-report-used' };

export const FREE_REPORT_OR_DRAW_VERBS: { readonly [K in FreeReportOrDrawEffect['kind']]: (v: VerbContext, effect: Extract<FreeReportOrDrawEffect, { kind: K }>) => void } = {
  'draw-unless-free-report-used': (v) => {
    const state = v.ctx.state;
    const behaviour = behaviourOf(state.cards[v.card]!.blueprint);
    const used = !!behaviour && state.abilityUses?.[`${v.player}|${freeReportKey(behaviour)}`] === state.turn?.number;
    const resolved = (effect: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule: RULES.cardEffects });
    if (used) return resolved(`${bp(state, v.card).title}: free report used this turn, no extra draw`);
    const cards = cardDrawsForbidden(state, v.player) ? [] : cardsIn(state, Z.draw(v.player)).slice(0, 1);
    if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player: v.player, cards, reason: 'card-effect', rule: RULES.cardEffects });
    resolved(`${v.player} draws 1 (free report not used)`);
  },
};
