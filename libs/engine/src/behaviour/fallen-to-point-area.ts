/**
 * Issue 15 (battle2): a personnel killed in a personnel battle placed in its owner's point area for
 * points (No Way Out). Words:
 * - target `your-unique-killed-in-battle` (`filter`: PersonnelFilter): in the `battle-ended` window of a
 *   personnel battle, a unique personnel of yours that the battle killed (`state.lastBattle.killed`),
 *   now in your discard pile, matching `filter`;
 * - effect `killed-to-point-area`: that card goes from the discard pile to its owner's point area
 *   (`Z.bonus`), scoring its printed INTEGRITY as bonus points;
 * - uniqueness: a personnel of yours in your own point area counts as in play for uniqueness only
 *   (play.ts › checkUniqueness reads `pointAreaUniques`).
 *   1E rulebook › BATTLE › PERSONNEL BATTLE (5. Determine Winner, 6. Resolution: the killed);
 *   AFTER THE BATTLE; WINNING THE GAME (bonus points: points from cards other than missions);
 *   PLAYING A CARD › ENTERING PLAY (unique cards).
 * Decisions: the card's "must mortally wound and stun when possible" is what the engine always does
 * (it never offers to stun instead of mortally wounding, and uses "may stun" abilities at the first
 * chance), so nothing is added for it; the answer is given in the owner's `battle-ended` window (the
 * battle's own response window), once for each battle at most; a personnel the opponent controls in
 * the owner's point area (a captive placed there) does not count for uniqueness.
 */
import type { Card } from '@captains-log/cards';
import { isUnique } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';
import { finding } from './target-table';

export type FallenTarget = { readonly kind: 'your-unique-killed-in-battle'; readonly filter: PersonnelFilter };
export type FallenEffect = { readonly kind: 'killed-to-point-area' };

/** For the catalogue test. */
export const FALLEN_WORDS: readonly string[] = ['target:your-unique-killed-in-battle', 'effect:killed-to-point-area'];

export function fallenTargets(state: GameState, player: PlayerId, spec: FallenTarget): string[] {
  const windows = state.windows ?? [];
  const last = state.lastBattle;
  if (windows[windows.length - 1]?.action !== 'battle-ended' || !last) return [];
  return last.killed.filter((iid) => {
    const instance = state.cards[iid];
    if (!instance || instance.owner !== player || instance.zone !== Z.discard(player)) return false;
    const card = bp(state, iid);
    return isUnique(card) && personnelMatches(card, spec.filter);
  });
}

function printedIntegrity(card: Card): number {
  const value = card.personnel?.integrity;
  return value?.kind === 'number' ? value.value : value?.kind === 'variable' ? value.base : 0;
}

/** Personnel of `player` in their own point area: "in play" for uniqueness only. */
export function pointAreaUniques(state: GameState, player: PlayerId): Card[] {
  return cardsIn(state, Z.bonus(player))
    .filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Personnel')
    .map((iid) => bp(state, iid));
}

export const FALLEN_VERBS: { readonly [K in FallenEffect['kind']]: (v: VerbContext, effect: Extract<FallenEffect, { kind: K }>) => void } = {
  'killed-to-point-area': (v) => {
    const state = v.ctx.state;
    const iid = v.target;
    if (!iid || state.cards[iid]?.zone !== Z.discard(v.player)) {
      v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: 'the personnel is no longer in the discard pile: nothing', rule: RULES.cardEffects });
      return;
    }
    const points = printedIntegrity(bp(state, iid));
    v.ctx.emit({ type: 'CardMoved', card: iid, from: Z.discard(v.player), to: Z.bonus(v.player), faceUp: true, reason: `${bp(state, v.card).title}: to the point area`, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: true, source: v.card, rule: RULES.cardEffects });
    v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `${bp(state, iid).title} to the point area: ${points} points`, target: iid, rule: RULES.cardEffects });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const FALLEN_TO_POINT_AREA_TARGETS = finding(['your-unique-killed-in-battle'], (state, player, spec) => fallenTargets(state, player, spec));
