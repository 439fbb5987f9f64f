/**
 * Issue 15 (helper turns): "stop your ENGINEER to fully repair your ship or facility they are aboard"
 * (Tinkerer) — a personnel of yours chosen as the cost, the ship or facility it is aboard repaired.
 *   1E rulebook › DAMAGE AND REPAIRS › REPAIR (a card may repair a damaged ship or facility at once);
 *   GETTING HURT › STOPPED.
 * Words:
 * - target `your-personnel-aboard-damaged` (`filter`: a PersonnelFilter): your unstopped personnel the filter
 *   matches, aboard your damaged ship or facility in play;
 * - effect `repair-target-host`: the ship or facility the target personnel is aboard, still yours and damaged,
 *   is fully repaired (`ShipRepaired`, which clears a facility's damage as well).
 */
import { bp } from '../context';
import { RULES } from '../rules';
import { tableIndex } from '../table-index';
import type { GameState, PlayerId } from '../types';
import { isInPlayZone, zoneArg, zoneKind } from '../zones';
import { personnelMatches } from './personnel-filter';
import { finding } from './target-table';
import type { PersonnelFilter } from './vocabulary-events2';
import type { VerbContext } from './verbs';

export type AboardRepairTarget = { readonly kind: 'your-personnel-aboard-damaged'; readonly filter: PersonnelFilter };
export type AboardRepairEffect = { readonly kind: 'repair-target-host' };

/** For the catalogue test. */
export const ABOARD_REPAIR_WORDS: readonly string[] = ['target:your-personnel-aboard-damaged', 'effect:repair-target-host'];

/** The ship or facility of `player` the personnel is aboard, when it is in play and damaged. */
function damagedHost(state: GameState, player: PlayerId, personnel: string): string | undefined {
  const zone = state.cards[personnel]?.zone;
  if (!zone || zoneKind(zone) !== 'aboard') return undefined;
  const host = state.cards[zoneArg(zone)];
  if (!host || host.owner !== player || !isInPlayZone(host.zone) || !host.damage) return undefined;
  const type = bp(state, host.iid).type;
  return type === 'Ship' || type === 'Facility' ? host.iid : undefined;
}

export function aboardRepairTargets(state: GameState, player: PlayerId, spec: AboardRepairTarget): string[] {
  return (tableIndex(state).inPlayBy[player] ?? [])
    .filter((instance) => !instance.stopped && !instance.disabled && bp(state, instance.iid).type === 'Personnel')
    .filter((instance) => personnelMatches(bp(state, instance.iid), spec.filter) && !!damagedHost(state, player, instance.iid))
    .map((instance) => instance.iid);
}

export const ABOARD_REPAIR_VERBS: { readonly [K in AboardRepairEffect['kind']]: (v: VerbContext, effect: Extract<AboardRepairEffect, { kind: K }>) => void } = {
  'repair-target-host': (v) => {
    const host = v.target ? damagedHost(v.ctx.state, v.player, v.target) : undefined;
    if (host) v.ctx.emit({ type: 'ShipRepaired', ship: host, source: v.card, rule: RULES.repairs });
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const ABOARD_REPAIR_TARGETS = finding(['your-personnel-aboard-damaged'], (state, player, spec) => aboardRepairTargets(state, player, spec as AboardRepairTarget));
