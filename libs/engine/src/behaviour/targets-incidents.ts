/**
 * Legal targets of the target words in vocabulary-incidents.ts (issue 15, third pass), read by
 * `validTargets` (behaviour/play.ts). 1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES (cards
 * that play on a personnel); ATTEMPT A MISSION › ENCOUNTERING DILEMMAS › Clarification: Triggered &
 * Targeted Effects (no valid target, no play).
 */
import { memberOf } from '../attempt/requirements';
import { blueprintOf } from '../card-facts';
import type { GameState } from '../types';
import { isInPlayZone, zoneKind } from '../zones';
import { holderMatches } from './modifiers-incidents';
import type { IncidentTarget } from './vocabulary-incidents';
import { finding } from './target-table';

/** Your personnel in play (not on the table) the holder filter reaches, as modified (target `your-personnel`). */
export function yourPersonnelTargets(state: GameState, player: string, spec: IncidentTarget): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.owner === player && isInPlayZone(instance.zone) && zoneKind(instance.zone) !== 'table' && blueprintOf(state, instance.iid).type === 'Personnel')
    .filter((instance) => holderMatches(state, instance.iid, memberOf(state, instance.iid), spec.who))
    .map((instance) => instance.iid);
}

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const INCIDENT_TARGETS = finding(['your-personnel'], (state, player, spec) => yourPersonnelTargets(state, player, spec));
