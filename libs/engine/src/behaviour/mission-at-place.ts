/**
 * Issue 15: a target word for the mission at a place a card names in braces ("Seeds on {Earth}",
 * "Seeds on {Vidiia}", "Seeds on {Cardassia Prime}"). The card list has no column for a mission's
 * location, so a place is recognised only where the rules or the card list say it:
 *  - `places`: the rulebook's list of homeworlds (Earth is Espionage Mission, Bajor is Alter Records …)
 *    the place table (place-table.ts: Ba'ku Planet, Khitomer, Talos IV — each entry citing the cards that
 *    tie the mission to the place) or a mission titled with the place (card-facts.ts › missionIsAt);
 *  - `homeworldOf`: a mission with the Homeworld characteristic whose lore calls it that people's
 *    homeworld ("the Vidiian homeworld": Vidiia) — homeworlds "state in their lore that they are the
 *    homeworld" (1E rulebook › THE CARDS › MISSIONS › Tip: Homeworlds).
 * A place matched no way (Veridian III, Nimbus III, Organia …) gives no target: such cards stay manual.
 * `missions` narrows further with the `mission` target's filter (yours, planet …).
 */
import { isHomeworld, missionIsAt } from '../card-facts';
import { bp } from '../context';
import type { GameState, PlayerId } from '../types';
import { missionTargets } from './missions-incidents-c';
import type { MissionTargetFilter } from './vocabulary-incidents-c';
import { finding } from './target-table';

export type MissionAtPlaceTarget = {
  readonly kind: 'mission-at-place';
  /** Place names as the card writes them in braces ('Earth', 'Cardassia Prime'). */
  readonly places?: readonly string[];
  /** A people whose homeworld it is, as its lore says ('Vidiian'). */
  readonly homeworldOf?: string;
  readonly missions?: MissionTargetFilter;
};

/** The locations (ids) whose mission is at one of the named places, for `player`. */
export function missionAtPlaceTargets(state: GameState, player: PlayerId, spec: MissionAtPlaceTarget): string[] {
  return missionTargets(state, player, { kind: 'mission', missions: spec.missions ?? {} }).filter((location) =>
    state.locations[location]!.missions.some((iid) => {
      const mission = bp(state, iid);
      if ((spec.places ?? []).some((place) => missionIsAt(mission, place))) return true;
      return !!spec.homeworldOf && isHomeworld(mission) && new RegExp(`\\b${spec.homeworldOf} homeworld\\b`, 'i').test(mission.lore ?? '');
    }),
  );
}

/** The words of this file, as the catalogue test spells them. */
export const MISSION_AT_PLACE_WORDS: readonly string[] = ['target:mission-at-place'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const MISSION_AT_PLACE_TARGETS = finding(['mission-at-place'], (state, player, spec) => missionAtPlaceTargets(state, player, spec));
