/**
 * Issue 15 (helper voyds9): a table card's free report that asks for a personnel with few skills and is
 * followed by a card draw — "Once each turn, one … personnel with four or fewer [*] (and no DL/) may
 * report for free, then you may draw a card" (We All Serve).
 *   - permit `free-report` option `dotsAtMost`: the reporting personnel has at most that many printed
 *     skill dots and no special download (read in free-reports.ts › tableFreeReport);
 *   - `whenCardsPlayed` option `afterOwnFreeReport`: the effects run only when the card just reported
 *     for free through this card's permit, in the same command (when-cards-played.ts › ruleKey).
 *   1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY; MISCELLANEOUS RULES › "ONCE PER GAME" AND
 *   SIMILAR LIMITS ("once each turn": per player and title).
 */
import type { Ctx } from '../context';
import { bp } from '../context';
import { skillDots } from '../attempt/dilemma-effects-c';
import type { GameState, PlayerId } from '../types';

/** For the catalogue test. */
export const FREE_REPORT_FOLLOW_UP_WORDS: readonly string[] = ['free-report.dotsAtMost', 'whenCardsPlayed.afterOwnFreeReport', 'nullifiesInPlay.yours', 'discardWhen.you-play.skill'];

/** The personnel `card` has at most `most` printed skill dots and no special download. */
export function fewDots(state: GameState, card: string, most: number): boolean {
  const personnel = bp(state, card).personnel;
  return !!personnel && skillDots(state, card) <= most && personnel.skillBox.specialDownloads.length === 0;
}

/** Whether, in the command being decided, `player` spent the once-each-turn free report of the card titled `title`. */
export function reportedFreeThrough(ctx: Ctx, player: PlayerId, title: string): boolean {
  return ctx.events.some((event) => event.type === 'CardAbilityUsed' && event.player === player && event.title === `free report:${title}`);
}
