/**
 * Issue 15 (helper tail1): a card in play that makes other cards immune ("{Brainwash} is immune to
 * {Kevin Uxbridge}"; "target {Omega Particle} (… it is immune to {Kevin Uxbridge})").
 * - card field `lendsImmunity` (`titles`, `from`, `atTarget`): while the card lies face up in play (its
 *   owner's table, a mission, anywhere in play), every face-up card in play titled one of `titles` is immune to
 *   cards titled one of `from` (read by modifiers-incidents.ts › immuneTo, so by play.ts › immune: such a card
 *   may not be targeted by them). `atTarget`: only those at the location the card targets (its objective
 *   record, `GameState.objectives`: Harness Particle 010's Omega Particle, not one elsewhere).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (a card's text works while it is in play);
 *   1E current rulings › immunity (a card immune to another may not be targeted or affected by it).
 */
import { bp } from '../context';
import type { GameState } from '../types';
import { tableIndex } from '../table-index';
import { isInPlayZone, locationOfZone } from '../zones';
import { behaviourOf } from './registry';

export interface LendsImmunity {
  /** The cards made immune (exact titles). */
  readonly titles: readonly string[];
  /** The cards they are immune to (exact titles). */
  readonly from: readonly string[];
  /** Only the cards at the location this card targets (its objective record). */
  readonly atTarget?: true;
}

/** Whether a face-up card in play lends the card `iid` immunity to cards titled `title`. */
export function lentImmunity(state: GameState, iid: string, title: string): boolean {
  const target = state.cards[iid];
  if (!target || !target.faceUp || !isInPlayZone(target.zone)) return false;
  const own = bp(state, iid).title;
  return tableIndex(state).inPlay.some((instance) => {
    if (!instance.faceUp || instance.iid === iid) return false;
    const lends = behaviourOf(instance.blueprint)?.lendsImmunity;
    if (!lends || !lends.from.includes(title) || !lends.titles.includes(own)) return false;
    if (!lends.atTarget) return true;
    const at = state.objectives?.[instance.iid]?.target;
    return !!at && locationOfZone(state, target.zone) === at;
  });
}

export const LENT_IMMUNITY_WORDS: readonly string[] = ['field:lendsImmunity', 'field:lendsImmunity.atTarget'];
