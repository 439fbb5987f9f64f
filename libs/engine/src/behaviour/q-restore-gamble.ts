/**
 * Issue 15 (helper qev): a Q interrupt that brings a personnel back and then gambles on it — "restore a personnel of
 * yours from your discard pile into the crew or Away Team (no version of its persona in play); your opponent then
 * selects one personnel there at random: unless it is the one restored, it is discarded and you lose points" (Quandary).
 *   - Q effect `restore-then-random-loss` (`points`: the card's point box, a negative number), run by q-cards.ts:
 *     "you" (the player whose team has the Q-Flash) picks the personnel to restore (`DilemmaChoiceRequested`,
 *     purpose `q-card:restore`); it goes face up into the team's place (aboard the ship, or on the planet's
 *     surface). None in the discard pile fits: nothing is restored and the selection is made at once.
 *   - the selection (`RandomCardsSelected`, 1E rulebook › RANDOM SELECTION) is among the team present after the
 *     restore. Another one selected: it is discarded, and the card's point box scores for you (bonus points: a card
 *     other than a mission, 1E rulebook › LEAVING PLAY › bonus point box); the card lies in your bonus point area.
 *     The restored one selected, or no one present: no loss; the card goes back to its Q-Continuum.
 *   - "shuffle into crew or Away Team" hides which one was restored; a random draw over the engine's PRNG needs no
 *     order, so nothing is shuffled.
 */
import { leavePlay } from '../attempt/leaving-play';
import { present, teamZone } from '../attempt/teams';
import { personaNames } from '../card-facts';
import { bp, type Ctx } from '../context';
import type { GameState } from '../types';
import { cardsIn, isInPlayZone, Z } from '../zones';
import { selectAtRandom } from './random-selection';

export type RestoreGambleEffect = { readonly kind: 'restore-then-random-loss'; readonly points: number };

export const RESTORE_PURPOSE = 'q-card:restore';

const RULE = 'Q-Flash (qc doorway 105_015) › opponent plays other cards drawn; 1E rulebook › RANDOM SELECTION';
const BONUS_RULE = '1E rulebook › LEAVING PLAY › bonus point box (points from cards other than missions are bonus points)';

function teamOf(state: GameState): string[] {
  const attempt = state.attempt!;
  return present(state, attempt, attempt.qFlash?.team ?? attempt.team ?? 'away-team');
}

/** Personnel in the attempting player's discard pile with no version of their persona in play (anyone's). */
export function restorable(state: GameState): string[] {
  const player = state.attempt!.player;
  const inPlay = Object.values(state.cards).filter((instance) => instance.faceUp && isInPlayZone(instance.zone) && bp(state, instance.iid).type === 'Personnel');
  const names = new Set(inPlay.flatMap((instance) => personaNames(bp(state, instance.iid))));
  return cardsIn(state, Z.discard(player)).filter((iid) => {
    const card = bp(state, iid);
    return card.type === 'Personnel' && !personaNames(card).some((name) => names.has(name));
  });
}

/** Runs the effect for `card` just drawn: 'suspended' while "you" picks the personnel to restore. */
export function runRestoreGamble(ctx: Ctx, card: string, effect: RestoreGambleEffect): 'suspended' | 'next' {
  const attempt = ctx.state.attempt!;
  const options = restorable(ctx.state);
  if (options.length === 0) {
    ctx.emit({ type: 'CardEffectResolved', card, player: attempt.player, effect: `${bp(ctx.state, card).title}: no personnel to restore from the discard pile`, rule: RULE });
    gamble(ctx, card, effect, undefined);
    return 'next';
  }
  ctx.emit({ type: 'DilemmaChoiceRequested', card, choice: { player: attempt.player, purpose: RESTORE_PURPOSE, options, pick: 1 }, rule: RULE });
  return 'suspended';
}

/** "You" chose the personnel to restore: it joins the team, then the random selection. */
export function restoreChosen(ctx: Ctx, card: string, effect: RestoreGambleEffect, chosen: string): void {
  const attempt = ctx.state.attempt!;
  const to = teamZone(attempt, attempt.qFlash?.team ?? attempt.team ?? 'away-team');
  ctx.emit({ type: 'CardMoved', card: chosen, from: ctx.state.cards[chosen]!.zone, to, faceUp: true, reason: `${bp(ctx.state, card).title}: restored from the discard pile`, rule: RULE });
  gamble(ctx, card, effect, chosen);
}

function gamble(ctx: Ctx, card: string, effect: RestoreGambleEffect, restored: string | undefined): void {
  const attempt = ctx.state.attempt!;
  const title = bp(ctx.state, card).title;
  const selected = selectAtRandom(ctx, { purpose: title, candidates: teamOf(ctx.state), draw: 'pick', hurts: true })[0];
  if (!selected || selected === restored) {
    ctx.emit({ type: 'CardEffectResolved', card, player: attempt.player, effect: `${title}: ${selected ? 'the restored personnel was selected: no loss' : 'no one present: no loss'}`, rule: RULE });
    return;
  }
  leavePlay(ctx, selected, 'discarded', card);
  ctx.emit({ type: 'PointsScored', player: attempt.player, points: effect.points, bonus: true, source: card, rule: BONUS_RULE });
  ctx.emit({ type: 'CardMoved', card, from: ctx.state.cards[card]!.zone, to: Z.bonus(attempt.player), faceUp: true, reason: `${title}: its point box scored`, rule: BONUS_RULE });
}
