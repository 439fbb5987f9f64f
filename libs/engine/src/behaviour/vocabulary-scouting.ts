/**
 * Issue 15 (borg objectives): the words of a Borg-Only Objective — the player's current objective, its
 * target, scouting that location, and the end-of-turn step that completes scouting and then (on a later
 * turn) lets the objective be probed for or completed. Joined to the shared unions with one line each;
 * the runner is behaviour/scouting.ts.
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL (the current objective; probing at the end of
 *   your turn; no probe after a battle at the target's location since the end of your last turn);
 *   SCOUTING (completion at the end of your turn; no probe on the turn scouting completed);
 *   Missions Are Irrelevant: Scouting Locations.
 */
import type { Effect } from './vocabulary';
import type { MissionTargetFilter } from './vocabulary-incidents-c';
import type { PersonnelFilter } from './vocabulary-events2';

/** Card field `borgObjective`: a Borg-Only Objective; `scouts`: "your Borg may scout that location". */
export interface BorgObjective {
  readonly scouts?: 'location';
  /** Only such personnel scout ("your [TNG] Borg may scout"); default: any of your Borg. */
  readonly scoutedBy?: PersonnelFilter;
  /** Once completed (lying on its mission), the points of its owner's Borg-Only Objectives completed later are doubled. */
  readonly doublesLater?: true;
  /** Issue 15 (helper borgobj, third pass): "your Borg may battle that ship": ship battle against its target ship (objective-ships.ts). */
  readonly battlesTarget?: 'ship';
  /** Issue 15 (helper borgobj, third pass): played over the current objective so titled (targeting that place, scouting complete), which it suspends (objective-suspensions.ts). */
  readonly suspends?: import('./objective-suspensions').ObjectiveSuspends;
  /** Issue 15 (helper borgobj, third pass): what completing it does, shared by its own probe and `complete-suspended-objective`. */
  readonly completion?: readonly Effect[];
}

/**
 * Card field `scoutingRules` (on its owner's table): `drones` — a scouting attempt needs at least that many
 * drones (personnel with the Drone characteristic) in the team; `completesFor` — scouting for the owner's
 * objectives with these titles is completed at the end of the turn when no dilemma remains under the
 * mission, scouted or not; `noPlaysTitleWord` — its owner may not play cards with this word in the title (card-facts.ts › hasWords: "Implant cards" — Cranial Transceiver Implant, Cortical Node Implant, Ocular Implants).
 * `garrison` is read where the card lies on a mission (not on the table).
 */
export interface ScoutingRules {
  /** Lying on a mission: its owner's opponent may not attempt or scout that mission nor complete a Borg-Only Objective targeting it. */
  readonly garrison?: true;
  readonly drones?: number;
  readonly completesFor?: readonly string[];
  readonly noPlaysTitleWord?: string;
}

export type ScoutingTarget =
  /** A spaceline location whose mission passes the filter (`missionTargets`): the objective's long-term target (the card stays on the table). */
  | { readonly kind: 'objective-mission'; readonly missions: MissionTargetFilter }
  /**
   * A Borg-Only Objective to download with the target it will have (`objective>location`): the first copy of
   * each such objective in the draw deck (then hand) showing every icon of `icons`, once per location its
   * own `objective-mission` target allows. The player's current objective is not counted (the card
   * playing it discards that one first).
   */
  | { readonly kind: 'objective-to-download'; readonly icons?: readonly string[] };

/** What must be at the target location for the objective to be probed for or completed. */
export type ObjectiveAtTarget =
  /** Your personnel matching the filter there ("if you have Borg at that location"). */
  | { readonly kind: 'yours-there'; readonly filter: PersonnelFilter }
  /** Your staffed ship of this class there, with this property logo ("your staffed [TNG] Borg cube there"). */
  | { readonly kind: 'staffed-ship-there'; readonly shipClass: string; readonly property?: string }
  /** Issue 15 (borg): your counterpart whose affiliation before assimilation matches the mission's affiliation icon is there (assimilation.ts › matchingCounterparts). */
  | { readonly kind: 'matching-counterpart-there' };

export type ScoutingEffect =
  /** Run when played: the played target becomes the objective's target (`ObjectiveTargeted`). */
  | { readonly kind: 'record-objective-target' }
  /**
   * At the end of its owner's turn: first, when the location was scouted for this objective and no
   * dilemma remains under it, scouting is completed (`ScoutingCompleted`, once); then, when scouting is
   * complete and `at` holds, the effects in `then` run. A probe (the default) waits for a turn after the
   * one scouting completed in and for no battle at the location since the end of the owner's last turn;
   * `noProbe`: the objective is completed without a probe ("after scouting complete, if …, objective
   * complete"), on the turn scouting completed too, whatever the battles.
   */
  | { readonly kind: 'after-scouting'; readonly at: ObjectiveAtTarget; readonly then: readonly Effect[]; readonly noProbe?: true }
  /** The owner's current objective leaves play: discarded, or to hand when they have a personnel so titled (or a version of it) in play. */
  | { readonly kind: 'drop-current-objective'; readonly toHandWith?: string }
  /** After completion: the first copy of the card titled `title` (draw deck, then hand) is downloaded onto the objective's mission, if possible ("download to here"). */
  | { readonly kind: 'download-to-objective-mission'; readonly title: string }
  /** The `objective-to-download` target enters play (downloaded) on the table, its target recorded as it resolves. */
  | { readonly kind: 'download-objective' }
  /** The objective is complete: placed on the target mission, its printed `points` scored (regular points, not bonus points; doubled by a completed `doublesLater` objective of the owner's); `discardHere`: the face-up cards so titled at the location are discarded. */
  | { readonly kind: 'complete-borg-objective'; readonly points: number; readonly discardHere?: string };

/** For the catalogue test: the words above. */
export const SCOUTING_WORDS: readonly string[] = ['borg-objective', 'scouting-rules', 'target:objective-mission', 'target:objective-to-download'];
