/**
 * Issue 15 (helper domir): a card on its owner's table that limits how many cards of a kind that player reports
 * each turn — "you may report only one Jem'Hadar each turn" (Reward from the Founders).
 *   - restriction `reports-each-turn-at-most` (`filter`: a card filter, `characteristics`; `max`): lying face up on its
 *     owner's table, that player may not report for duty (ReportForDuty, SpecialReport) another card matching it once
 *     `max` such cards reported this turn (`TurnState.reported`: the cards reported for duty this turn, every way —
 *     folded from `CardReported`, only in a game with such a card). Downloads are not reports for duty here (decision: 1E rulebook › DOWNLOADING plays
 *     the card "by a special download", not by reporting it), so they are neither counted nor barred.
 *   1E rulebook › REPORTING FOR DUTY; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (lasting effects while on the table).
 */
import { blueprintOf } from '../card-facts';
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { matches } from './play';
import { behaviourOf } from './registry';
import { countsOpponentReports } from './out-of-turn-plays';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { CardFilter } from './vocabulary';
import type { Card } from '@captains-log/cards';

export interface ReportLimit {
  readonly kind: 'reports-each-turn-at-most';
  readonly filter: CardFilter & { readonly characteristics?: readonly string[] };
  readonly max: number;
}

/** For the catalogue test and the README. */
export const REPORT_LIMIT_WORDS: readonly string[] = ['restriction:reports-each-turn-at-most', 'state:turn.reported'];

const limitsReports: BlueprintTest = (behaviour) => behaviour.restricts?.some((restriction) => restriction.kind === 'reports-each-turn-at-most');

/** Whether this game has a card that limits reports (only then are the turn's reports kept: evolve.ts). */
export function tracksReports(state: GameState): boolean {
  // Issue 15 (helper plays): a card counting the opponent's reports keeps them too (out-of-turn-plays.ts).
  return blueprintsWhere(state, limitsReports).size > 0 || countsOpponentReports(state);
}

function limitMatches(card: Card, filter: ReportLimit['filter']): boolean {
  if (filter.characteristics && !card.characteristics.some((c) => filter.characteristics!.some((wanted) => wanted.toLowerCase() === c.toLowerCase()))) return false;
  return matches(card, filter);
}

/** The problem, if a card on `player`'s table forbids them to report `card` now (its limit this turn reached). */
export function reportLimitProblem(state: GameState, player: PlayerId, card: string): Problem | null {
  if (!state.cards[card] || !state.turn || !tracksReports(state)) return null;
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const restriction of behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? []) {
      if (restriction.kind !== 'reports-each-turn-at-most' || !limitMatches(blueprintOf(state, card), restriction.filter)) continue;
      const reported = (state.turn.reported ?? []).filter((one) => state.cards[one]?.owner === player && limitMatches(blueprintOf(state, one), restriction.filter)).length;
      if (reported >= restriction.max) return problem('PLAY_FORBIDDEN', `${bp(state, iid).title}: you already reported ${reported} such card(s) this turn`, RULES.cardEffects);
    }
  }
  return null;
}
