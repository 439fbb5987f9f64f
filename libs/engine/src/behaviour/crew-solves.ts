/**
 * Issue 15 (helper tail1): "when your crew completes a [S] mission aboard a [Films] ship, if crew included at least seven
 * unique [Films] personnel at start of attempt, …" — a card of the solving player's in play (on their table, on an
 * outpost …) whose effects follow a mission solved by a ship's crew.
 * - card field `whenYourCrewSolves` (`missionKind`, `shipIcons`, `startedWith` { `filter`, `atLeast` }, `effects`): after
 *   its owner's `MissionSolved` by the crew of a ship (the attempting ship, `AttemptState.ship`) showing every one of
 *   `shipIcons`, at a mission of `missionKind` (attempt/teams.ts › missionKind: 'space' is a space mission only, not a
 *   dual one); `startedWith`: the crew at the attempt's start (`AttemptState.beganCrew`, the `MissionAttemptBegan`
 *   crew) held at least `atLeast` personnel matching `filter` (`universal: false` — unique). Then `effects` run for
 *   the card (target: the location). Called by attempt/flow.ts after the mission points.
 * - state `AttemptState.beganCrew` — the ship's crew as the attempt began (evolve.ts).
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT; SOLVING THE MISSION; THE CARDS › EVENTS,
 *   INCIDENTS, & OBJECTIVES.
 */
import { type Ctx } from '../context';
import { blueprintOf } from '../card-facts';
import type { AttemptState } from '../types';
import { tableIndex } from '../table-index';
import { missionKind } from '../attempt/teams';
import { personnelMatches } from './personnel-filter';
import { showsIcon } from './property-logos';
import { behaviourOf } from './registry';
import { runEffects } from './verbs';
import type { Effect } from './vocabulary';
import type { PersonnelFilter } from './vocabulary-events2';

export interface WhenYourCrewSolves {
  readonly missionKind?: 'space' | 'planet';
  readonly shipIcons?: readonly string[];
  readonly startedWith?: { readonly filter: PersonnelFilter; readonly atLeast: number };
  readonly effects: readonly Effect[];
}

/** Just after `attempt.player` solved the mission of `attempt` (a crew's attempt): their cards with `whenYourCrewSolves`. */
export function crewSolved(ctx: Ctx, attempt: AttemptState): void {
  const ship = attempt.ship;
  if (!ship || !ctx.state.cards[ship]) return;
  for (const instance of [...(tableIndex(ctx.state).inPlayBy[attempt.player] ?? [])]) {
    const when = instance.faceUp ? behaviourOf(instance.blueprint)?.whenYourCrewSolves : undefined;
    if (!when || !ctx.state.cards[instance.iid]?.faceUp) continue;
    if (when.missionKind && missionKind(ctx.state, attempt.location) !== when.missionKind) continue;
    if (when.shipIcons && !when.shipIcons.every((icon) => showsIcon(blueprintOf(ctx.state, ship), icon))) continue;
    if (when.startedWith) {
      const began = (attempt.beganCrew ?? []).filter((iid) => ctx.state.cards[iid] && personnelMatches(blueprintOf(ctx.state, iid), when.startedWith!.filter));
      if (began.length < when.startedWith.atLeast) continue;
    }
    runEffects({ ctx, player: attempt.player, card: instance.iid, target: attempt.location }, when.effects);
  }
}

export const CREW_SOLVE_WORDS: readonly string[] = ['field:whenYourCrewSolves', 'state:AttemptState.beganCrew'];
