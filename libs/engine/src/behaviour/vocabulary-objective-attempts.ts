/**
 * Issue 15 (objectives): an objective lying on a mission that lets its owner attempt the mission
 * with other requirements ("your X personnel may attempt this mission using these requirements",
 * "may replace all levels of one requirement with …"), or lets a team of enough personnel of a kind
 * attempt it ("may be attempted by your crew with at least four [TE] personnel"). Joined to `Permit`
 * (vocabulary.ts) with one line; read by attempt/teams.ts › matchesMission (who may attempt) and
 * attempt/flow.ts › solve (the requirements), through objective-attempts.ts.
 *   1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise");
 *   SOLVING THE MISSION; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
 */
import type { PersonnelFilter } from './vocabulary-events2';

export type ObjectiveAttemptPermit =
  /**
   * The owner may solve the mission with these requirements instead of the printed ones: `requirements`
   * (a requirement text; `{P}` is the mission's points, `{2P}` twice them …), or the printed requirements
   * with any one term — all its levels — replaced by `replaceOneTerm`. Either way the printed ones still do.
   */
  | {
      readonly kind: 'alternative-requirements';
      readonly requirements?: string;
      readonly replaceOneTerm?: string;
      /** Issue 15 (helper hamm): offered only while the owner has a ship with one of these titles at the location, in orbit or landed ("{Vulcan Lander} OR …"). */
      readonly withShipHere?: readonly string[];
      /** Issue 15 (helper films): offered only while every unstopped personnel of the attempting crew or Away Team matches ("your Away Team of only [DQ][Fed] personnel"; objective-team-only.ts). */
      readonly onlyTeam?: PersonnelFilter;
      /** Issue 15 (helper objectives): offered only while the owner has a ship here that the term describes ("+ any staffed [Sta] ship in orbit", "+ (freighter OR transport OR [Fer] ship)"; objective-ship-terms.ts). */
      readonly withShipMatching?: import('./objective-ship-terms').ShipHereTerm;
      /** Issue 15 (helper objectives): offered only once the owner has solved a mission at another location ("if you have completed a different mission"). */
      readonly ifSolvedAnother?: true;
      /** Issue 15 (places): offered only while the opponent has no ship or personnel at the location ("+ no opposing ships or personnel here"; objective-ship-terms.ts). */
      readonly noOpponentHere?: true;
      /** Issue 15 (helper objb): offered only at a mission at one of these places (card-facts.ts › missionIsAt: "On {Cardassia IV} or {Ligos VII}"). */
      readonly onlyAt?: readonly string[];
      /** Issue 15 (helper objb): the printed requirements no longer do for the owner while this applies ("changes your mission requirements to these"). */
      readonly insteadOfPrinted?: true;
    }
  /**
   * The owner's personnel `who` matches may attempt the mission, when the crew or Away Team they are in
   * holds at least `atLeast` of them (`where`: only a crew aboard a ship, or only an Away Team).
   */
  | { readonly kind: 'attempt-with-team'; readonly who: PersonnelFilter; readonly atLeast: number; readonly where?: 'crew' | 'away-team'; /** Issue 15 (helper films): and every unstopped personnel of the owner there matches `who`. */ readonly only?: true };

/**
 * Lying on a mission: its owner's ships at that location matching `filter` have these attributes
 * changed ("your [TE] ships here are SHIELDS +2"). Joined to `ShipModifier` (vocabulary-events.ts); read
 * by fleet-modifiers.ts › fleetShipModifiers, so every RANGE / WEAPONS / SHIELDS read sees it.
 */
export interface ShipsHereAttribute {
  readonly kind: 'ships-here-attribute';
  readonly attributes: readonly ('RANGE' | 'WEAPONS' | 'SHIELDS')[];
  readonly delta: number;
  readonly filter: import('./vocabulary-events2').ShipFilter;
  readonly cumulative?: boolean;
}

/** For the catalogue test: the words above. */
export const OBJECTIVE_ATTEMPT_WORDS: readonly string[] = ['permit:alternative-requirements', 'permit:attempt-with-team'];
