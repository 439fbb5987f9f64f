/**
 * Issue 15 (events of later sets): "plays on table, 'stopping' all male Ferengi in play" (Oo-mox): every
 * personnel in play, either player's, that the filter passes is stopped as the card is played.
 *   1E rulebook › GETTING HURT › STOPPED; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { RULES } from '../rules';
import { personnelInPlay } from './personnel-filter';
import type { VerbContext } from './verbs';
import type { PersonnelFilter } from './vocabulary-events2';

export type StopAllMatchingEffect =
  /** Every personnel in play (both players') passing the filter and not stopped yet is stopped. */
  { readonly kind: 'stop-all-matching-in-play'; readonly filter: PersonnelFilter };

export const STOP_ALL_MATCHING_VERBS: { readonly [K in StopAllMatchingEffect['kind']]: (v: VerbContext, effect: Extract<StopAllMatchingEffect, { kind: K }>) => void } = {
  'stop-all-matching-in-play': (v, effect) => {
    const cards = personnelInPlay(v.ctx.state, null, effect.filter).filter((iid) => !v.ctx.state.cards[iid]!.stopped);
    for (const card of cards) v.ctx.emit({ type: 'CardStopped', card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${cards.length} personnel stopped`, rule: RULES.cardEffects });
  },
};
