/**
 * Issue 15 (helper qev): a Q event that holds one of your personnel in stasis until you grant a request (You Will in
 * Time). Run by q-cards.ts, drawn in a Q-Flash ("you": the player whose team has the Q-Flash; "opponent": the
 * Q-Continuum's owner):
 *   - Q test `team-began-with` (`count`): the crew or Away Team began the attempt with exactly `count` personnel
 *     (`AttemptState.beganWith`);
 *   - Q effect `may-name-yours-in-stasis`: your opponent may name one of your unique personnel in play, not yet in
 *     stasis (`DilemmaChoiceRequested`, purpose `q-card:stasis`, or `decline`); it is placed in stasis with no end
 *     (`PlacedInStasis` without `endsAfterTurn`: 1E rulebook › GETTING HURT › STASIS) and the card lies on it
 *     (`on:<personnel>`), so the table shows why. Declined, or no one to name: the card goes back to its Q-Continuum.
 *   - the request and its release are a person's: each turn the opponent may ask, and when you comply, a manual effect
 *     with the `unstop` primitive on the personnel ends its stasis (manual.ts: `StasisEnded`, `released`).
 */
import { bp, type Ctx } from '../context';
import { isUnique } from '../card-facts';
import type { GameState } from '../types';
import { isInPlayZone, other, Z } from '../zones';
import { placeInStasis } from './stasis';

export type HeldInStasisEffect = { readonly kind: 'may-name-yours-in-stasis' };

export const STASIS_PURPOSE = 'q-card:stasis';
export const DECLINED = 'decline';

const RULE = 'Q-Flash (qc doorway 105_015) › opponent plays other cards drawn; 1E rulebook › GETTING HURT › STASIS';

/** The attempting player's unique personnel in play (face up), not in stasis. */
export function nameable(state: GameState): string[] {
  const player = state.attempt!.player;
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && instance.faceUp && isInPlayZone(instance.zone) && !instance.stasis && bp(state, instance.iid).type === 'Personnel' && isUnique(bp(state, instance.iid)))
    .map((instance) => instance.iid);
}

/** Runs the effect for `card` just drawn: 'suspended' while the opponent names (or declines). */
export function runHeldInStasis(ctx: Ctx, card: string): 'suspended' | 'next' {
  const opponent = other(ctx.state.attempt!.player);
  const options = nameable(ctx.state);
  if (options.length === 0) {
    ctx.emit({ type: 'CardEffectResolved', card, player: opponent, effect: `${bp(ctx.state, card).title}: no unique personnel to name: no effect`, rule: RULE });
    return 'next';
  }
  ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: opponent, purpose: STASIS_PURPOSE, options: [...options, DECLINED], pick: 1 }, rule: RULE });
  return 'suspended';
}

/** The opponent named `chosen` (or declined): stasis with no end, the card lying on it. */
export function stasisNamed(ctx: Ctx, card: string, chosen: string): void {
  if (chosen === DECLINED) return;
  const title = bp(ctx.state, card).title;
  if (!placeInStasis(ctx, chosen, title, other(ctx.state.attempt!.player), 'until-released')) return;
  ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.on(chosen), faceUp: true, reason: `${title}: placed on the personnel it holds in stasis`, rule: RULE });
}
