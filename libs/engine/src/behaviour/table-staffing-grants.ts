/**
 * Issue 15 (events, helper events-f): a card on its owner's table that gives staffing icons to that
 * player's personnel it names — "your [Holo] leaders gain [Cmd]; your other non-CIVILIAN [Holo]
 * personnel gain [Stf]" (Earn Your Rank!). `CardBehaviour.staffingGrants`, read by
 * `grantedStaffingIcons` (staffing-personnel.ts), so `isStaffed` sees the icons wherever the
 * personnel is aboard.
 *   1E rulebook › EXECUTING ORDERS › STAFF A SHIP (each staffing icon is met by a compatible personnel
 *   aboard showing it; a [Cmd] icon also meets a [Stf] requirement); THE CARDS › EVENTS, INCIDENTS, &
 *   OBJECTIVES (lasting effects while on the table).
 * Speed: the blueprints with the word are found once per game; each check reads only the owner's
 * table through the table index.
 */
import type { Card } from '@captains-log/cards';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { Z } from '../zones';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { blueprintsWhere, type BlueprintTest } from './blueprints-where';
import type { PersonnelFilter } from './vocabulary-events2';

/** One grant: the owner's personnel matching `to` show `icons` too (the first grant that matches a personnel applies). */
export interface StaffingGrant {
  readonly icons: readonly string[];
  readonly to: PersonnelFilter;
}

const hasStaffingGrants: BlueprintTest = (b) => b.staffingGrants;

/** The staffing icons the face-up cards on `player`'s table give `personnel` (a printed card of theirs). */
export function tableStaffingGrants(state: GameState, player: PlayerId, personnel: Card): string[] {
  const ids = blueprintsWhere(state, hasStaffingGrants);
  if (ids.size === 0) return [];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const instance of tableIndex(state).inPlayBy[player] ?? []) {
    if (!ids.has(instance.blueprint) || !instance.faceUp || instance.zone !== Z.table(player) || seen.has(instance.blueprint)) continue;
    // One copy of a title gives its icons once (1E rulebook › MISCELLANEOUS RULES › THE CUMULATIVE RULE).
    seen.add(instance.blueprint);
    const grant = behaviourOf(instance.blueprint)!.staffingGrants!.find((one) => personnelMatches(personnel, one.to));
    if (grant) out.push(...grant.icons);
  }
  return out;
}

export const TABLE_STAFFING_WORDS: readonly string[] = ['staffing-grants'];
