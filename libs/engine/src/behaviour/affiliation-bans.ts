/**
 * Issue 15 (events, helper events-f): a card on its owner's table that forbids that player to play
 * (or report) cards of some affiliations (Treaty: Alpha Quadrant Alliance: "you may not play [Car] or
 * [Dom] cards"). Read by play.ts › checkPlayCard and checkReport for every card, scripted or not.
 *   1E rulebook › PLAYING A CARD (reporting for duty is playing the card); THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES (lasting effects while on the table).
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { behaviourOf } from './registry';
import type { Card } from '@captains-log/cards';
import { matches } from './play';
import { tableConditionHolds, type TableCondition } from './table-conditions';
import type { CardFilter } from './vocabulary';

export type AffiliationBan =
  /** Lying face up on its owner's table: that player may not play or report a card of one of these affiliations. */
  | { readonly kind: 'owner-plays-no-affiliation'; readonly affiliations: readonly string[] }
  /**
   * Issue 15 (helper incidents): lying face up on its owner's table, while none of `unlessAny` holds: that player plays or
   * reports a card of these `types` only if it matches one of `anyOf` ("You may only report ships or personnel that are
   * [Fed] or [Kli]": Combined Task Force).
   */
  | { readonly kind: 'owner-plays-only'; readonly types: readonly string[]; readonly anyOf: readonly CardFilter[]; readonly unlessAny?: readonly TableCondition[] }
  /**
   * Issue 15 (helper holotos): lying face up on its owner's table, that player reports no card of these `types` to a time
   * location ("you may not otherwise play personnel or ships … to time locations": The Final Frontier); read by
   * missions-reports.ts › checkMissionReport (every report to a time location passes there).
   */
  | { readonly kind: 'owner-reports-not-in-time'; readonly types: readonly string[] };

/** The problem, if a card on `player`'s table forbids them to play `card`. */
export function affiliationBanProblem(state: GameState, player: PlayerId, card: string): Problem | null {
  if (!state.cards[card]) return null;
  const affiliations = bp(state, card).affiliations as readonly string[];
  if (affiliations.length === 0) return null;
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const restriction of behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? [])
      if (restriction.kind === 'owner-plays-no-affiliation' && affiliations.some((one) => restriction.affiliations.includes(one)))
        return problem('PLAY_FORBIDDEN', `${bp(state, iid).title} forbids you to play ${bp(state, card).title}`, RULES.cardEffects);
      else if (restriction.kind === 'owner-plays-only' && onlyRestrictionBars(state, player, restriction, bp(state, card)))
        return problem('PLAY_FORBIDDEN', `${bp(state, iid).title} forbids you to play ${bp(state, card).title}`, RULES.cardEffects);
  }
  return null;
}

/** The words above as the catalogue test reads them (behaviour/catalogue.spec.ts › KNOWN). */
export const AFFILIATION_BAN_WORDS: readonly string[] = ['restriction:owner-plays-no-affiliation', 'restriction:owner-plays-only', 'restriction:owner-reports-not-in-time'];

/** Issue 15 (helper holotos): the problem, if a card on `player`'s table forbids them to report `card` to a time location. */
export function timeReportBanProblem(state: GameState, player: PlayerId, card: string): Problem | null {
  const type = state.cards[card] ? bp(state, card).type : undefined;
  for (const iid of cardsIn(state, Z.table(player))) {
    if (!state.cards[iid]!.faceUp) continue;
    for (const restriction of behaviourOf(state.cards[iid]!.blueprint)?.restricts ?? [])
      if (restriction.kind === 'owner-reports-not-in-time' && type !== undefined && restriction.types.includes(type))
        return problem('PLAY_FORBIDDEN', `${bp(state, iid).title} forbids you to report ${bp(state, card).title} to a time location`, RULES.cardEffects);
  }
  return null;
}

function onlyRestrictionBars(state: GameState, player: PlayerId, restriction: Extract<AffiliationBan, { kind: 'owner-plays-only' }>, card: Card): boolean {
  if (!restriction.types.includes(card.type)) return false;
  if (restriction.unlessAny?.some((condition) => tableConditionHolds(state, player, condition))) return false;
  return !restriction.anyOf.some((filter) => matches(card, filter));
}
