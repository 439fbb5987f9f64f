/**
 * Issue 15 (events of later sets): a card on its owner's table that may be paid for to nullify a dilemma
 * its owner encounters — "you may discard this event and the top card of your draw deck to nullify an
 * [AU] dilemma" (Timepod Ring). The word `nullifies: [{ kind: 'dilemmas-with-icon-paid', icon, costs }]`
 * is read by the attempt flow as a dilemma is encountered (attempt/flow.ts, after the cards that cancel
 * it for nothing): when the attempting player has such a card face up on the table and can pay, the
 * costs are paid (`CardMoved` to the discard pile) and the dilemma is nullified.
 *   1E rulebook › ATTEMPT A MISSION › NULLIFIERS (a nullified dilemma has no effect and is discarded);
 *   THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 * Decision: the "may" is used whenever it can be (as for Genetronic Replicator): nullifying a dilemma
 * in one's own attempt is never worse for the player; it is not used in the opponent's attempts.
 */
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import type { GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';

export type PaidDilemmaNullifier = {
  readonly kind: 'dilemmas-with-icon-paid';
  /** The dilemma shows this icon (`AU`). */
  readonly icon: string;
  /** `discard-self`: this card is discarded; `discard-top-of-draw`: the top card of its owner's draw deck is discarded. */
  readonly costs: readonly ('discard-self' | 'discard-top-of-draw')[];
};

function payable(state: GameState, card: string, nullifier: PaidDilemmaNullifier): boolean {
  const owner = state.cards[card]!.owner;
  return !nullifier.costs.includes('discard-top-of-draw') || cardsIn(state, Z.draw(owner)).length > 0;
}

/** The card on the attempting player's table that may pay to nullify `dilemma` now, if any. */
export function paidNullifierFor(state: GameState, dilemma: string): string | undefined {
  const player = state.attempt?.player;
  if (!player) return undefined;
  const printed = bp(state, dilemma);
  return cardsIn(state, Z.table(player)).find((iid) => {
    if (!state.cards[iid]!.faceUp) return false;
    return (behaviourOf(state.cards[iid]!.blueprint)?.nullifies ?? []).some((n) => n.kind === 'dilemmas-with-icon-paid' && showsIcon(printed, n.icon) && payable(state, iid, n));
  });
}

/** Pays the costs of `card`'s paid nullifier (its first that fits `dilemma`). */
export function payNullifier(ctx: Ctx, card: string, dilemma: string): void {
  const state = ctx.state;
  const printed = bp(state, dilemma);
  const nullifier = (behaviourOf(state.cards[card]!.blueprint)?.nullifies ?? []).find((n): n is PaidDilemmaNullifier => n.kind === 'dilemmas-with-icon-paid' && showsIcon(printed, n.icon))!;
  const owner = state.cards[card]!.owner;
  const title = bp(state, card).title;
  if (nullifier.costs.includes('discard-top-of-draw')) {
    const top = cardsIn(ctx.state, Z.draw(owner))[0]!;
    ctx.emit({ type: 'CardMoved', card: top, from: Z.draw(owner), to: Z.discard(owner), faceUp: true, reason: `${title}: paid to nullify ${printed.title}`, rule: RULES.cardEffects });
  }
  if (nullifier.costs.includes('discard-self'))
    ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.discard(owner), faceUp: true, reason: `${title}: discarded to nullify ${printed.title}`, rule: RULES.cardEffects });
}

export const PAID_NULLIFIER_WORDS: readonly string[] = ['nullifies:dilemmas-with-icon-paid'];
