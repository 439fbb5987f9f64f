/**
 * Issue 15 (helper tail3): two table words of Service the Collective.
 * - card field `scoutingTurnProbe` — face up on its owner's table: when the owner's Borg objective targets a homeworld, or
 *   a mission of the owner's showing an affiliation icon a counterpart of theirs there had before assimilation, the
 *   probe (or completion) may come on the same turn scouting completed (scouting.ts › `after-scouting` reads it; the
 *   other probe conditions — a battle there since your last turn — still hold).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING ("you may not probe on the same turn you complete scouting").
 * - card field `counterpartShipVersus` (`delta`, `attributes`) — face up on its owner's table: each ship of the owner with a
 *   personnel aboard that the owner assimilated as a counterpart is `delta` stronger in those attributes in ship battle
 *   against a card of one of that counterpart's former affiliations (verbs-ships.ts › versusBonus: the open and return
 *   fire read it, as printed "vs." bonuses). 1E rulebook › BATTLE › SHIP BATTLE; Borg Rule: Counterparts.
 */
import { isHomeworld } from '../card-facts';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { matchingCounterparts, missionAffiliations } from './assimilation';
import { behaviourOf } from './registry';
import type { ShipAttribute } from './vocabulary-events';

export interface CounterpartShipVersus {
  readonly delta: number;
  readonly attributes: readonly ShipAttribute[];
}

/** For the catalogue test and the README. */
export const COLLECTIVE_SERVICE_WORDS: readonly string[] = ['field:scoutingTurnProbe', 'field:counterpartShipVersus'];

function tableWords<T>(state: GameState, player: PlayerId, read: (iid: string) => T | undefined): T[] {
  return cardsIn(state, Z.table(player)).flatMap((iid) => {
    const found = state.cards[iid]!.faceUp ? read(iid) : undefined;
    return found === undefined ? [] : [found];
  });
}

/** `scoutingTurnProbe`: whether `player` may probe at `location` on the turn scouting there completed. */
export function probesOnScoutingTurn(state: GameState, player: PlayerId, location: string): boolean {
  if (tableWords(state, player, (iid) => behaviourOf(state.cards[iid]!.blueprint)?.scoutingTurnProbe).length === 0) return false;
  const missions = state.locations[location]?.missions ?? [];
  if (missions.some((iid) => isHomeworld(bp(state, iid)))) return true;
  return missions.some((iid) => state.cards[iid]!.owner === player) && matchingCounterparts(state, player, missionAffiliations(state, location), location).length > 0;
}

/** `counterpartShipVersus`: the bonus of `ship` in `attribute` against `opponents` (0 without such a card or counterpart aboard). */
export function counterpartVersusBonus(state: GameState, ship: string, attribute: ShipAttribute, opponents: readonly string[]): number {
  const owner = state.cards[ship]?.owner;
  if (!owner) return 0;
  const words = tableWords(state, owner, (iid) => behaviourOf(state.cards[iid]!.blueprint)?.counterpartShipVersus).filter((word) => word.attributes.includes(attribute));
  if (words.length === 0) return 0;
  const former = new Set(
    cardsIn(state, Z.aboard(ship)).flatMap((iid) => {
      const record = state.assimilated?.[iid];
      return record?.as === 'counterpart' && record.by === owner ? record.formerAffiliations : [];
    }),
  );
  if (former.size === 0 || !opponents.some((iid) => state.cards[iid] && bp(state, iid).affiliations.some((one) => former.has(one)))) return 0;
  // Not cumulative: copies of one title count once (1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE).
  return Math.max(...words.map((word) => word.delta));
}
