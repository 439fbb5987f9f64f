/**
 * Issue 15 (helper evint): cards played on an opponent's occupied ship or facility — a personnel reported there from hand
 * as an intruder, or a reward for the intruders a player already has aboard (The Walls Have Ears). Words:
 * - target `opponent-occupied-host-and-hand-personnel` (`filter`): `host>personnel` — one of the opponent's ships or
 *   facilities in play with at least one personnel aboard (occupied), and a personnel in the player's hand matching
 *   `filter` that may be in play (uniqueness). The effect `report-chosen-aboard` (battle-table-responses.ts) then
 *   reports it there (special reporting, not the normal card play);
 * - target `opponent-occupied-host-with-your-intruder`: one of the opponent's ships or facilities in play with a
 *   personnel of the player aboard (an intruder; the player's own infiltrator counts: 1E rulebook › INFILTRATION
 *   "you may treat your infiltrator as an intruder for the purposes of cards such as The Walls Have Ears").
 *   1E rulebook › MOVING BETWEEN SHIPS, FACILITIES AND PLANETS (intruders: personnel aboard an opponent's ship or
 *   facility); REPORTING FOR DUTY › SPECIAL REPORTING; DUPLICATION AND PERSONAS (uniqueness).
 * Decision: "occupied" is a ship or facility with any personnel aboard (whoever's); a facility's sites are not read.
 */
import { bp, inPlayOf } from '../context';
import { checkUniqueness } from '../play';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { cardsIn, isInPlayZone, other, Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { PersonnelFilter } from './vocabulary-events2';

export type IntruderPlayTarget =
  | { readonly kind: 'opponent-occupied-host-and-hand-personnel'; readonly filter: PersonnelFilter }
  | { readonly kind: 'opponent-occupied-host-with-your-intruder' };

/** For the catalogue test and the README. */
export const INTRUDER_PLAY_WORDS: readonly string[] = ['target:opponent-occupied-host-and-hand-personnel', 'target:opponent-occupied-host-with-your-intruder'];

const personnelAboard = (state: GameState, host: string) => cardsIn(state, Z.aboard(host)).filter((iid) => bp(state, iid).type === 'Personnel');

/** The opponent's ships and facilities in play with a personnel aboard. */
function occupiedOpposingHosts(state: GameState, player: PlayerId): string[] {
  return (tableIndex(state).inPlayBy[other(player)] ?? [])
    .filter((instance) => isInPlayZone(instance.zone) && ['Ship', 'Facility'].includes(bp(state, instance.iid).type) && personnelAboard(state, instance.iid).length > 0)
    .map((instance) => instance.iid)
    .sort();
}

function intruderPlayTargets(state: GameState, player: PlayerId, spec: IntruderPlayTarget): string[] {
  const hosts = occupiedOpposingHosts(state, player);
  if (spec.kind === 'opponent-occupied-host-with-your-intruder') return hosts.filter((host) => personnelAboard(state, host).some((iid) => state.cards[iid]!.owner === player));
  if (hosts.length === 0) return [];
  const inPlay = inPlayOf(state, player);
  const hand = cardsIn(state, Z.hand(player)).filter((iid) => bp(state, iid).type === 'Personnel' && personnelMatches(bp(state, iid), spec.filter) && !checkUniqueness(state, player, bp(state, iid), inPlay));
  return hosts.flatMap((host) => hand.map((card) => `${host}>${card}`));
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const INTRUDER_PLAY_TARGETS = finding(['opponent-occupied-host-and-hand-personnel', 'opponent-occupied-host-with-your-intruder'], (state, player, spec) => intruderPlayTargets(state, player, spec));
