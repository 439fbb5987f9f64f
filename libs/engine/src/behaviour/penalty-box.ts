/**
 * Issue 15 (helper qcau): a Q event that holds one personnel — "if a box is already in play, its occupant goes out of
 * play and a new victim (random selection) takes its place, and this card is discarded; otherwise the card goes on the
 * table and one personnel present (random selection) is put on it; nullified, its occupant returns to its owner's hand"
 * (Penalty Box).
 *   - Q effect `penalty-box` (q-cards.ts runs it): the victim is one of the team present (the crew or Away Team that has
 *     the Q-Flash), `RandomCardsSelected`; a new box goes on the Q-Continuum owner's table; the victim lies on the box
 *     (`on:<box>`): still in play ("put its occupant out-of-play" says it was) but in no crew or Away Team, so it neither
 *     moves nor helps (1E rulebook › Q-ICON CARDS; RANDOM SELECTION; LEAVING PLAY › out of play).
 *   - nullified in play (verbs.ts › nullify-target calls `releaseOccupants`), each card lying on it goes to its owner's hand.
 */
import { bp, type Ctx } from '../context';
import { selectAtRandom } from './random-selection';
import { RULES } from '../rules';
import { PLAYERS } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import { isTitled } from '../card-facts';

export type PenaltyBoxEffect = { readonly kind: 'penalty-box' };

const RULE = 'Q-Flash (qc doorway 105_015) › opponent plays other cards drawn; 1E rulebook › RANDOM SELECTION';

function isBox(ctx: Ctx, iid: string): boolean {
  return (behaviourOf(ctx.state.cards[iid]!.blueprint)?.qFlash?.effects ?? []).some((effect) => effect.kind === 'penalty-box');
}

/** Runs the `penalty-box` Q effect of `card` (drawn in a Q-Flash by `owner`, the Q-Continuum's owner) on the `team` present. */
export function runPenaltyBox(ctx: Ctx, card: string, owner: (typeof PLAYERS)[number], team: readonly string[]): void {
  const title = bp(ctx.state, card).title;
  const existing = PLAYERS.flatMap((player) => cardsIn(ctx.state, Z.table(player))).find((iid) => iid !== card && ctx.state.cards[iid]!.faceUp && isTitled(bp(ctx.state, iid), title) && isBox(ctx, iid));
  if (team.length === 0) {
    ctx.emit({ type: 'CardEffectResolved', card, player: owner, effect: `${title}: no one present: no effect`, rule: RULE });
    return;
  }
  const victim = selectAtRandom(ctx, { purpose: title, candidates: team, draw: 'pick', hurts: true })[0]!;
  const box = existing ?? card;
  if (existing) {
    for (const occupant of cardsIn(ctx.state, Z.on(existing)))
      ctx.emit({ type: 'CardMoved', card: occupant, from: Z.on(existing), to: Z.out(ctx.state.cards[occupant]!.owner), faceUp: true, reason: `${title}: its occupant replaced, out of play`, rule: RULE });
  } else {
    ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.table(owner), faceUp: true, reason: `${title}: placed on the table`, rule: RULE });
  }
  ctx.emit({ type: 'CardMoved', card: victim, from: ctx.state.cards[victim]!.zone, to: Z.on(box), faceUp: true, reason: `${title}: put in the box`, rule: RULE });
}

/** A box just nullified (now at its new zone): every card lying on it returns to its owner's hand. */
export function releaseOccupants(ctx: Ctx, box: string): void {
  if (!isBox(ctx, box)) return;
  for (const occupant of cardsIn(ctx.state, Z.on(box)))
    ctx.emit({ type: 'CardMoved', card: occupant, from: Z.on(box), to: Z.hand(ctx.state.cards[occupant]!.owner), faceUp: false, reason: `${bp(ctx.state, box).title} nullified: its occupant returns to hand`, rule: RULES.cardEffects });
}
