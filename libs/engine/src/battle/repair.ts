/**
 * Repairing rotation damage (issue 15): a damaged ship docked at an outpost for two full turns of
 * its owner loses its rotation damage at the end of the second one.
 *   1E rulebook › DAMAGE AND REPAIRS › REPAIR (rotation damage is repaired only after two full turns
 *   docked at an outpost or other repair facility; facilities are repaired only by cards that say so).
 * `state.dockedAt` holds the turn each ship docked in (evolve: ShipDocked, a ship reported docked;
 * cleared when it undocks or leaves play).
 */
import { bp, type Ctx } from '../context';
import type { PlayerId } from '../types';
import { zoneArg, zoneKind } from '../zones';
import { BATTLE_RULES } from './rules-battle';

/**
 * Full turns of the owner a ship docked in turn `since` (0: before the first turn) has spent docked
 * at the end of the owner's turn `now`: the owner's turns after `since` up to `now` (every other turn).
 */
export function fullTurnsDocked(since: number, now: number): number {
  return now > since ? Math.floor((now - since + 1) / 2) : 0;
}

export function repairDockedShips(ctx: Ctx, player: PlayerId): void {
  const now = ctx.state.turn?.number;
  if (now === undefined) return;
  for (const [ship, since] of Object.entries(ctx.state.dockedAt ?? {})) {
    const instance = ctx.state.cards[ship];
    if (!instance || instance.owner !== player || !instance.damage || zoneKind(instance.zone) !== 'docked') continue;
    const facility = zoneArg(instance.zone);
    if (bp(ctx.state, facility).facilityKind !== 'Outpost') continue;
    if (fullTurnsDocked(since, now) >= 2) ctx.emit({ type: 'ShipRepaired', ship, source: bp(ctx.state, facility).title, rule: BATTLE_RULES.repair });
  }
}
