/**
 * The target table (issue 15): each target word's finder, from the modules that define the words —
 * composed on first use, like the verb table (verbs.ts › verbs), because those modules import rule
 * modules that import this one again. A word two modules claim is refused at composition, and a word
 * no module claims is a compile error (`Unclaimed` below). A module that adds target words exports
 * its part (`finding`, target-table.ts) and is listed once in `parts`.
 */
import type { GameState, PlayerId } from '../types';
import type { TargetSpec } from './vocabulary';
import type { TargetFinder, TargetKind, TargetTable } from './target-table';
import { CORE_TARGETS } from './core-targets';
import { COUNTDOWN_ADVANCE_TARGETS } from './countdown-advances';
import { STASIS_TARGETS } from './stasis';
import { SUCCESSION_TARGETS } from './succession-duels';
import { DOWNLOADS_ABOARD_TARGETS } from './downloads-aboard';
import { SHIPS_HERE_TARGETS } from './ships-here-numbers';
import { COMBO_HALF_TARGETS } from './combo-halves';
import { HAND_DOWNLOADS_TARGETS } from './hand-downloads';
import { FERENGI_PROFIT_TARGETS } from './ferengi-profits';
import { FACILITY_DOWNLOAD_TARGETS } from './facility-download-targets';
import { SITE_DOWNLOAD_TARGETS } from './site-downloads';
import { COMMANDEER_DOWNLOAD_TARGETS } from './commandeer-downloads';
import { SITE_CARDS_TARGETS } from './site-cards';
import { SITES_TARGETS } from './sites';
import { SHIP_DIRECTIVES_TARGETS } from './ship-directives';
import { EXPLORATION_TARGETS } from './exploration';
import { INITIAL_ATTEMPTS_TARGETS } from './initial-attempts';
import { DIMENSIONAL_SHIFT_TARGETS } from './dimensional-shifts';
import { UNIVERSAL_MISSION_UNSTOP_TARGETS } from './universal-mission-unstops';
import { SHIP_AT_MISSION_KIND_TARGETS } from './ships-at-mission-kinds';
import { NAMED_SKILLS_TARGETS } from './named-skills';
import { INTELLIGENCE_TARGETS } from './intelligence-rivals';
import { PILE_TARGETS } from './hand-plays';
import { HAND_CARD_TARGETS } from './closed-doorways';
import { HAND_SKILL_TARGETS } from './door-nets';
import { BRIG_DOOR_TARGETS } from './brig-doors';
import { POWER_TARGETS } from './power-transfers';
import { SKILL_SUBSTITUTION_TARGETS } from './skill-substitutions';
import { ICON_GRANT_TARGETS } from './icon-grant-targets';
import { ASSIMILATION_TARGETS } from './assimilation';
import { BATTLE_TARGETS } from './targets-battle';
import { EVENTS2_TARGETS } from './targets-events2';
import { INCIDENT_TARGETS } from './targets-incidents';
import { MISSIONS_INCIDENTS_C_TARGETS } from './missions-incidents-c';
import { SCOUTING_TARGETS } from './scouting';
import { ATTEMPT_START_DOWNLOAD_TARGETS } from './attempt-start-downloads';
import { OBJECTIVE_SHIP_TARGETS } from './objective-ships';
import { MISSION_AT_PLACE_TARGETS } from './mission-at-place';
import { CARD_WHERE_YOURS_TARGETS } from './cards-where-yours';
import { YOUR_FACILITY_TARGETS } from './your-facility-target';
import { DOWNLOAD_GROUP_TARGETS, DOWNLOADS_TARGETS } from './downloads';
import { GROUP_DOWNLOADS_TARGETS } from './group-downloads';
import { DOTS_GROUP_TARGETS } from './dots-group-downloads';
import { FALLEN_LAST_TURN_TARGETS } from './fallen-last-turn';
import { STORED_TARGETS } from './stored-cards';
import { PRESENT_SACRIFICE_TARGETS } from './present-sacrifices';
import { EVENTS_D_TARGETS } from './verbs-events-d';
import { INTERRUPTS_D_TARGETS } from './interrupts-d';
import { EVENTS_C_TARGETS } from './verbs-events-c';
import { RESPONSE_ABILITIES_TARGETS } from './response-abilities';
import { SKILL_COPIES_TARGETS } from './skill-copies';
import { ATTRIBUTE_SHIFTS_TARGETS } from './attribute-shifts';
import { LASTING_CHANGES_TARGETS } from './lasting-changes';
import { DISCARD_REPORTS_TARGETS } from './discard-reports';
import { STORED_REPORT_TARGETS } from './stored-reports';
import { WINDOWS_DRAWS_TARGETS } from './windows-draws';
import { ATTEMPT_WINDOW_TARGETS } from './attempt-windows';
import { ASSIMILATION_WINDOW_TARGETS } from './assimilation-windows';
import { TRANSPORT_PHOBIA_TARGETS } from './transport-phobia';
import { SCORED_WINDOW_TARGETS } from './scored-windows';
import { OBJECTIVE_WINDOW_TARGETS } from './objective-windows';
import { TIME_TRAVEL_WINDOW_TARGETS } from './time-travel-windows';
import { ATTEMPT_ENDED_TARGETS } from './attempt-ended-windows';
import { CHARTER_TARGETS } from './chartered-flights';
import { TURN_ENDING_TARGETS } from './turn-ending-windows';
import { TRACTOR_TARGETS } from './tractor-beams';
import { CONTENDER_TARGETS } from './contender';
import { DOCKING_TARGETS } from './docking-windows';
import { FLYBY_TARGETS } from './flyby-windows';
import { SELF_CONTROLLED_TARGETS } from './verbs-self-controlled';
import { CONTROL_CHANGES_TARGETS } from './control-changes';
import { PLACES_TARGETS } from './places';
import { TIME_TARGETS } from './time-locations';
import { SHIP_REPAIR_TARGETS } from './ship-repair-targets';
import { ORBITAL_PLATFORM_TARGETS } from './orbital-platforms';
import { OUTPOST_TRIAL_TARGETS } from './outpost-trials';
import { REGENERATION_TARGETS } from './regeneration';
import { DECK_RECURSION_TARGETS } from './deck-recursion';
import { SHIP_SKILL_CARDS_TARGETS } from './ship-skill-cards';
import { OBJECTIVE_DOWNLOADS_TARGETS } from './objective-downloads';
import { PLAY_LIMITS_TARGETS } from './play-limits';
import { CARD_MOVES_TARGETS } from './card-moves';
import { CAPTIVES_TARGETS } from './captives';
import { BATTLE_SURRENDERS_TARGETS } from './battle-surrenders';
import { EVENT_RETURNS_TARGETS } from './event-returns';
import { BATTLE_MODIFIERS_TARGETS } from './battle-modifiers';
import { BATTLE_WEAPONS_TARGETS } from './battle-weapons';
import { TACTIC_PLAY_TARGETS } from './tactic-plays';
import { SEIZURE_TARGETS } from './seizures';
import { HOLO_CAPTURE_TARGETS } from './holo-captures';
import { RETRIEVE_TARGETS } from './retrieve-and-report';
import { HOMEWARD_TARGETS } from './homeward-course';
import { INSPECTION_TARGETS } from './inspection-ships';
import { LEFT_EQUIPMENT_TARGETS } from './left-equipment';
import { HOST_CHANGE_TARGETS } from './host-changes';
import { AFTER_BATTLE_TARGETS } from './after-battle';
import { RECORDED_ATTACK_PERMITS_TARGETS } from './recorded-attack-permits';
import { BATTLE_OPENING_KILLS_TARGETS } from './battle-opening-kills';
import { BATTLE_SNIPING_TARGETS } from './battle-sniping';
import { BATTLE_RANDOM_TARGETS } from './battle-random-stuns';
import { INFILTRATION_CARDS_TARGETS } from './infiltration-cards';
import { IMPERSONATION_TARGETS } from './impersonation';
import { COVERT_AGENT_TARGETS } from './covert-agents';
import { HOLOPROGRAMS_TARGETS } from './holoprograms';
import { ROMANCE_TARGETS } from './romance';
import { OPPOSITE_QUADRANTS_TARGETS } from './opposite-quadrants';
import { ABOARD_REPAIR_TARGETS } from './aboard-repairs';
import { TINKERING_TARGETS } from './equipment-tinkering';
import { CARD_SET_TARGETS } from './card-sets-in-play';
import { COMMANDEERED_TARGETS } from './commandeered-returns';
import { HOSTAGE_TRADE_TARGETS } from './hostage-trades';
import { HOSTED_CONTROL_TARGETS } from './hosted-control';
import { COMMANDEER_SHIP_TARGETS } from './commandeer-ship';
import { COMMANDEER_WINDOW_TARGETS } from './commandeer-windows';
import { HOSTED_CONTROL_END_TARGETS } from './hosted-control-ends';
import { DOWNLOAD_ONTO_MISSION_TARGETS } from './download-onto-mission';
import { OWN_TARGET_DOWNLOAD_TARGETS } from './download-with-own-target';
import { PREY_TARGETS } from './prey';
import { ORB_EXAMINATION_TARGETS } from './orb-examinations';
import { BATTLE_INVOLVING_TARGETS } from './battle-involving';
import { SHIP_AUTONOMY_TARGETS } from './ship-autonomy';
import { KILLS_OUTSIDE_BATTLE_TARGETS } from './kills-outside-battle';
import { BATTLE_EXCLUSIONS_TARGETS } from './battle-exclusions';
import { BATTLE_DOWNLOADS_TARGETS } from './battle-downloads';
import { FALLEN_TO_POINT_AREA_TARGETS } from './fallen-to-point-area';
import { TROPHY_TARGETS } from './trophies';
import { SHIP_REPLACEMENTS_TARGETS } from './ship-replacements';
import { DILEMMA_GATHERINGS_TARGETS } from './dilemma-gatherings';
import { SHIELDS_SUSPENSIONS_TARGETS } from './shields-suspensions';
import { BATTLE_PAIRINGS_TARGETS } from './battle-pairings';
import { BATTLE_SACRIFICES_TARGETS } from './battle-sacrifices';
import { COMBAT_PAIRING_TARGETS } from './combat-pairings';
import { BATTLE_TABLE_RESPONSES_TARGETS } from './battle-table-responses';
import { INTRUDER_PLAY_TARGETS } from './intruder-plays';
import { FORCED_BATTLE_TARGETS } from './forced-battles';
import { SLIPSTREAM_TARGETS } from './slipstream';
import { CRASH_LANDING_TARGETS } from './crash-landing';
import { ABANDONED_SHIP_TARGETS } from './abandoned-ship';
import { PREMIERE_TARGETS } from './targets-premiere';
import { EVENT_TARGETS } from './targets-events';
import { SHIP_TARGETS } from './verbs-ships';

function parts() {
  return [
    // One part per line, each module's table once (a merge adds a line, not a conflict on one long line).
    CORE_TARGETS,
    COUNTDOWN_ADVANCE_TARGETS,
    BATTLE_TARGETS,
    EVENTS2_TARGETS,
    INCIDENT_TARGETS,
    MISSIONS_INCIDENTS_C_TARGETS,
    SCOUTING_TARGETS,
    ATTEMPT_START_DOWNLOAD_TARGETS,
    OBJECTIVE_SHIP_TARGETS,
    MISSION_AT_PLACE_TARGETS,
    CARD_WHERE_YOURS_TARGETS,
    YOUR_FACILITY_TARGETS,
    DOWNLOADS_TARGETS,
    DOWNLOAD_GROUP_TARGETS,
    GROUP_DOWNLOADS_TARGETS,
    DOTS_GROUP_TARGETS,
    FALLEN_LAST_TURN_TARGETS,
    STORED_TARGETS,
    PRESENT_SACRIFICE_TARGETS,
    EVENTS_D_TARGETS,
    INTERRUPTS_D_TARGETS,
    EVENTS_C_TARGETS,
    RESPONSE_ABILITIES_TARGETS,
    SKILL_COPIES_TARGETS,
    ATTRIBUTE_SHIFTS_TARGETS,
    LASTING_CHANGES_TARGETS,
    DISCARD_REPORTS_TARGETS,
    STORED_REPORT_TARGETS,
    WINDOWS_DRAWS_TARGETS,
    SELF_CONTROLLED_TARGETS,
    CONTROL_CHANGES_TARGETS,
    PLACES_TARGETS,
    SHIP_REPAIR_TARGETS,
    ORBITAL_PLATFORM_TARGETS,
    OUTPOST_TRIAL_TARGETS,
    REGENERATION_TARGETS,
    DECK_RECURSION_TARGETS,
    SHIP_SKILL_CARDS_TARGETS,
    OBJECTIVE_DOWNLOADS_TARGETS,
    PLAY_LIMITS_TARGETS,
    CARD_MOVES_TARGETS,
    CAPTIVES_TARGETS,
    BATTLE_SURRENDERS_TARGETS,
    EVENT_RETURNS_TARGETS,
    BATTLE_MODIFIERS_TARGETS,
    BATTLE_WEAPONS_TARGETS,
    // Issue 15 (helper tactics).
    TACTIC_PLAY_TARGETS,
    SEIZURE_TARGETS,
    HOLO_CAPTURE_TARGETS,
    RETRIEVE_TARGETS,
    HOMEWARD_TARGETS,
    INSPECTION_TARGETS,
    LEFT_EQUIPMENT_TARGETS,
    HOST_CHANGE_TARGETS,
    AFTER_BATTLE_TARGETS,
    RECORDED_ATTACK_PERMITS_TARGETS,
    BATTLE_OPENING_KILLS_TARGETS,
    BATTLE_SNIPING_TARGETS,
    BATTLE_RANDOM_TARGETS,
    INFILTRATION_CARDS_TARGETS,
    IMPERSONATION_TARGETS,
    COVERT_AGENT_TARGETS,
    HOLOPROGRAMS_TARGETS,
    ROMANCE_TARGETS,
    OPPOSITE_QUADRANTS_TARGETS,
    ABOARD_REPAIR_TARGETS,
    TINKERING_TARGETS,
    CARD_SET_TARGETS,
    COMMANDEERED_TARGETS,
    HOSTAGE_TRADE_TARGETS,
    HOSTED_CONTROL_TARGETS,
    COMMANDEER_SHIP_TARGETS,
    COMMANDEER_WINDOW_TARGETS,
    HOSTED_CONTROL_END_TARGETS,
    DOWNLOAD_ONTO_MISSION_TARGETS,
    OWN_TARGET_DOWNLOAD_TARGETS,
    PREY_TARGETS,
    ORB_EXAMINATION_TARGETS,
    BATTLE_INVOLVING_TARGETS,
    SHIP_AUTONOMY_TARGETS,
    KILLS_OUTSIDE_BATTLE_TARGETS,
    BATTLE_EXCLUSIONS_TARGETS,
    BATTLE_DOWNLOADS_TARGETS,
    FALLEN_TO_POINT_AREA_TARGETS,
    TROPHY_TARGETS,
    SHIP_REPLACEMENTS_TARGETS,
    DILEMMA_GATHERINGS_TARGETS,
    SHIELDS_SUSPENSIONS_TARGETS,
    BATTLE_PAIRINGS_TARGETS,
    BATTLE_SACRIFICES_TARGETS,
    COMBAT_PAIRING_TARGETS,
    BATTLE_TABLE_RESPONSES_TARGETS,
    INTRUDER_PLAY_TARGETS,
    FORCED_BATTLE_TARGETS,
    SLIPSTREAM_TARGETS,
    CRASH_LANDING_TARGETS,
    ABANDONED_SHIP_TARGETS,
    PREMIERE_TARGETS,
    EVENT_TARGETS,
    SHIP_TARGETS,
    ASSIMILATION_TARGETS,
    NAMED_SKILLS_TARGETS,
    INTELLIGENCE_TARGETS,
    PILE_TARGETS,
    HAND_CARD_TARGETS,
    HAND_SKILL_TARGETS,
    BRIG_DOOR_TARGETS,
    POWER_TARGETS,
    INITIAL_ATTEMPTS_TARGETS,
    DIMENSIONAL_SHIFT_TARGETS,
    UNIVERSAL_MISSION_UNSTOP_TARGETS,
    SHIP_AT_MISSION_KIND_TARGETS,
    EXPLORATION_TARGETS,
    SHIP_DIRECTIVES_TARGETS,
    SITES_TARGETS,
    SITE_CARDS_TARGETS,
    HAND_DOWNLOADS_TARGETS,
    FERENGI_PROFIT_TARGETS,
    DOWNLOADS_ABOARD_TARGETS,
    SHIPS_HERE_TARGETS,
    COMBO_HALF_TARGETS,
    ATTEMPT_WINDOW_TARGETS,
    ASSIMILATION_WINDOW_TARGETS,
    TRANSPORT_PHOBIA_TARGETS,
    SCORED_WINDOW_TARGETS,
    OBJECTIVE_WINDOW_TARGETS,
    TIME_TRAVEL_WINDOW_TARGETS,
    ATTEMPT_ENDED_TARGETS,
    CHARTER_TARGETS,
    TURN_ENDING_TARGETS,
    TRACTOR_TARGETS,
    CONTENDER_TARGETS,
    DOCKING_TARGETS,
    FLYBY_TARGETS,
    FACILITY_DOWNLOAD_TARGETS,
    SITE_DOWNLOAD_TARGETS,
    COMMANDEER_DOWNLOAD_TARGETS,
    TIME_TARGETS,
    SKILL_SUBSTITUTION_TARGETS,
    ICON_GRANT_TARGETS,
    STASIS_TARGETS,
    SUCCESSION_TARGETS,
  ] as const;
}

type KeysOf<T> = T extends unknown ? keyof T : never;
type Unclaimed = Exclude<TargetKind, KeysOf<ReturnType<typeof parts>[number]>>;
/** Fails to compile, naming the words, when a target word of the vocabulary has no finder. */
const everyWordClaimed: [Unclaimed] extends [never] ? true : `no finder for ${Unclaimed}` = true;

let table: TargetTable | undefined;
function composeTargets(): TargetTable {
  const out: Record<string, unknown> = {};
  for (const part of parts())
    for (const [kind, finder] of Object.entries(part)) {
      if (kind in out) throw new Error(`target word '${kind}' is claimed by two target tables`);
      out[kind] = finder;
    }
  return everyWordClaimed && (out as TargetTable);
}

/** The legal targets of a target word for `player` (validTargets in play.ts filters them for cloaks and hidden hosts). */
export function targetsOf(state: GameState, player: PlayerId, spec: TargetSpec, self?: string): string[] {
  const finder = (table ??= composeTargets())[spec.kind] as TargetFinder<TargetKind>;
  return finder(state, player, spec as never, self);
}
