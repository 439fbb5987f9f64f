/**
 * Issue 15 (helper tosfilms): a card that counts down another card's countdown now — "count down an
 * opponent's dilemma, interrupt, or event" (A Missing Day). The target word finds the opponent's cards in
 * play with a countdown running: events and interrupts (`CardInstance.countdown`, set as they are played)
 * and dilemmas placed in play (`GameState.ongoing`, whose countdown ticks at their owner's turn ends). The
 * verb ticks it once, as an end of turn would: at zero an event or interrupt is discarded, a dilemma does
 * what it does at expiry (attempt/ongoing.ts › expireOngoingCountdown). A dilemma whose counter counts up
 * (RANGE drained) has no countdown to advance.
 *   1E rulebook › END OF TURN › COUNTDOWNS; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import { titledAmong } from '../card-facts';
import { expireOngoingCountdown } from '../attempt/ongoing';
import { leavePlay } from '../attempt/leaving-play';
import { bp } from '../context';
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, other, Z, zoneKind } from '../zones';
import { finding } from './target-table';
import type { VerbContext } from './verbs';

export type CountdownAdvanceTarget = {
  /** An opponent's card in play of one of these types whose countdown runs (none with a title in `exceptTitles`). */
  readonly kind: 'opponent-countdown-card';
  readonly types: readonly ('Dilemma' | 'Interrupt' | 'Event')[];
  readonly exceptTitles?: readonly string[];
};

export type CountdownAdvanceEffect = { readonly kind: 'count-down-target' };

export const COUNTDOWN_ADVANCE_WORDS: readonly string[] = ['target:opponent-countdown-card', 'effect:count-down-target'];

function opponentCountdownCards(state: GameState, player: PlayerId, spec: CountdownAdvanceTarget): string[] {
  const opponent = other(player);
  const types = spec.types as readonly string[];
  const fits = (iid: string) => types.includes(bp(state, iid).type) && !titledAmong(spec.exceptTitles, bp(state, iid));
  const cards = Object.values(state.cards)
    .filter((instance) => instance.owner === opponent && instance.faceUp && instance.countdown !== undefined && isInPlayZone(instance.zone) && !state.ongoing[instance.iid] && fits(instance.iid))
    .map((instance) => instance.iid);
  const dilemmas = Object.values(state.ongoing)
    .filter((entry) => entry.countdown !== undefined && state.cards[entry.dilemma]?.owner === opponent && !dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.rangeDrain && fits(entry.dilemma))
    .map((entry) => entry.dilemma);
  return [...cards, ...dilemmas];
}

export const COUNTDOWN_ADVANCE_TARGETS = finding(['opponent-countdown-card'], (state, player, spec) => opponentCountdownCards(state, player, spec));

export const COUNTDOWN_ADVANCE_VERBS: { readonly 'count-down-target': (v: VerbContext, effect: CountdownAdvanceEffect) => void } = {
  'count-down-target': (v) => {
    const state = v.ctx.state;
    const target = v.target;
    if (!target || !state.cards[target]) return;
    const entry = state.ongoing[target];
    if (entry?.countdown !== undefined) {
      const remaining = entry.countdown - 1;
      v.ctx.emit({ type: 'OngoingCountdownTicked', card: target, remaining, rule: `${RULES.countdowns}; ${RULES.cardEffects}` });
      if (remaining <= 0) expireOngoingCountdown(v.ctx, target);
      return;
    }
    const instance = state.cards[target]!;
    if (instance.countdown === undefined) return;
    const remaining = instance.countdown - 1;
    v.ctx.emit({ type: 'CountdownTicked', card: target, remaining, rule: `${RULES.countdowns}; ${RULES.cardEffects}` });
    if (remaining > 0) return;
    // At zero: discarded, as at an end of turn (play.ts › endTurn); a card lying elsewhere than a table leaves play with what lies on it.
    if (zoneKind(instance.zone) === 'table') v.ctx.emit({ type: 'CardMoved', card: target, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: 'countdown reached zero', rule: RULES.countdowns });
    else leavePlay(v.ctx, target, 'discarded', v.card);
  },
};
