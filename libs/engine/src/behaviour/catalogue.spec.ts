/**
 * The catalogue test (issue 15; STYLE.md › example 8, after XMage's VerifyCardDataTest): every
 * card file is in the generated index, is named and filed by its card's id and release, scripts
 * only known words, and names a spec whose scenario tests mention it; an automated card without
 * such a test fails here. The reprint table is what the alias script would write.
 */
import { TURN_DRAW_LIMIT_WORDS } from './turn-draw-limits';
import { SHIP_REPAIR_TARGET_WORDS } from './ship-repair-targets';
import { OPPONENT_DRAWS_WORDS } from './opponent-draws';
import { OUT_OF_TURN_PLAY_WORDS } from './out-of-turn-plays';
import { TABLE_REPORT_WORDS } from './table-reports';
import { REPORT_PLACE_WORDS } from './report-places';
import { DOWNLOAD_ABOARD_WORDS } from './downloads-aboard';
import { MISSION_SPECIALIST_WORDS } from './mission-specialists';
import { BORG_OBJECTIVE_EXTRA_WORDS } from './borg-objective-extras';
import { CONSUMED_SKILL_WORDS } from './consumed-skills';
import { EXTRA_COUNTERPART_WORDS } from './extra-counterparts';
import { ADAPT_WORDS } from './adapt-conditions';
import { HOMEWORLD_GUARD_WORDS } from './homeworld-guard';
import { HOMEWORLD_DECIMATION_WORDS } from './homeworld-decimation';
import { DECK_TRIM_WORDS } from './deck-trims';
import { MINING_WORDS } from './ore-mining';
import { HIDEOUT_WORDS } from './hideouts';
import { PRISONER_WORDS } from './prisoner-preparations';
import { PLACES_WORDS } from './vocabulary-places';
import { TIME_WORDS } from './vocabulary-time';
import { MISSION_AT_PLACE_WORDS } from './mission-at-place';
import { CARD_WHERE_YOURS_WORDS } from './cards-where-yours';
import { YOUR_FACILITY_TARGET_WORDS } from './your-facility-target';
import { SLIPSTREAM_WORDS } from './slipstream';
import { HAZARD_WORDS } from './planet-hazards';
import { CRASH_WORDS } from './crash-landing';
import { ABANDON_WORDS } from './abandoned-ship';
import { AFFILIATION_BAN_WORDS } from './affiliation-bans';
import { REPORT_LIMIT_WORDS } from './report-limits';
import { TABLE_MISSION_REPORT_WORDS } from './atop-mission-reports';
import { TABLE_IMMUNITY_WORDS } from './table-immunity';
import { PRINTED_NUMBER_WORDS } from './printed-numbers';
import { HOST_SHIP_HISTORY_WORDS } from './host-ship-history';
import { SHIPS_HERE_WORDS } from './ships-here-numbers';
import { COMBO_HALF_WORDS } from './combo-halves';
import { OBJECTIVE_DOWNLOAD_WORDS } from './vocabulary-objective-downloads';
import { OBJECTIVE_ATTEMPT_WORDS } from './vocabulary-objective-attempts';
import { FACILITY_DOWNLOAD_WORDS } from './vocabulary-facility-downloads';
import { PERSONNEL_ACTION_WORDS } from './vocabulary-personnel-actions';
import { ACTIVATION_WORDS } from './vocabulary-activations';
import { RESPONSE_ABILITY_WORDS } from './vocabulary-response-abilities';
import { SKILL_COPY_WORDS } from './vocabulary-skill-copies';
import { CREW_ENABLER_WORDS } from './crew-enablers';
import { SHIP_USERS_WORDS } from './ship-users';
import { NAMED_SKILL_WORDS } from './named-skills';
import { STANDING_DECLINE_WORDS } from './standing-declines';
import { SKILL_SUBSTITUTION_WORDS } from './skill-substitutions';
import { ICON_GRANT_WORDS } from './icon-grants';
import { TABLE_ICON_GRANT_WORDS } from './table-icon-grants';
import { OBJECTIVE_POINTS_WORDS } from './objective-points';
import { HOLODECK_SHERIFF_WORDS } from './holodeck-sheriffs';
import { SOLVED_BY_WORDS } from './solved-by';
import { CLOAK_CYCLE_WORDS } from './cloak-cycles';
import { INITIAL_ATTEMPT_WORDS } from './initial-attempts';
import { DIMENSIONAL_SHIFT_WORDS } from './dimensional-shifts';
import { UNIVERSAL_MISSION_UNSTOP_WORDS } from './universal-mission-unstops';
import { SHIP_AT_MISSION_KIND_WORDS } from './ships-at-mission-kinds';
import { ATTRIBUTE_SHIFT_WORDS } from './vocabulary-attribute-shifts';
import { ADJACENT_GUARD_WORDS } from './adjacent-guards';
import { TURN_CHARGE_WORDS } from './turn-charges';
import { GARRISON_WORDS } from './garrisons';
import { EXPLORATION_WORDS } from './exploration';
import { ATTEMPT_START_WORDS } from './attempt-start-effects';
import { FACILITY_TARGET_DOWNLOAD_WORDS } from './facility-target-downloads';
import { ATTEMPT_START_DOWNLOAD_WORDS } from './attempt-start-downloads';
import { CREW_SOLVE_WORDS } from './crew-solves';
import { HOST_DESTRUCTION_WORDS } from './host-destructions';
import { LENT_IMMUNITY_WORDS } from './lent-immunity';
import { HINDRANCE_WORDS } from './failed-attempt-hindrances';
import { NEAR_SOLVE_WORDS } from './near-solves';
import { SHIP_DIRECTIVE_WORDS } from './ship-directives';
import { TRACTOR_WORDS } from './tractor-beams';
import { BOARDING_OPENER_WORDS } from './boarding-openers';
import { BATTLE_EQUIPMENT_WORDS } from './battle-equipment';
import { ATTACKED_PERMIT_WORDS, LEADER_PERMIT_WORDS } from './attacked-permits';
import { CONTENDER_WORDS } from './contender';
import { OUTSIDE_WORDS } from './outside-the-game';
import { STORED_COPIES_WORDS } from './stored-copies';
import { ARRIVED_DUPLICATE_WORDS } from './arrived-duplicates';
import { SUCCESSION_WORDS } from './succession-duels';
import { IMMEDIATE_FREE_PLAY_WORDS } from './immediate-free-plays';
import { DILEMMA_PLACES_WORDS } from './dilemma-places';
import { FACILITY_COMMANDER_WORDS } from './facility-commanders';
import { OBJECTIVE_WINDOW_WORDS } from './objective-windows';
import { TIME_TRAVEL_WINDOW_WORDS } from './time-travel-windows';
import { ATTEMPT_ENDED_WORDS } from './attempt-ended-windows';
import { CHARTER_WORDS } from './chartered-flights';
import { DOCKING_WINDOW_WORDS } from './docking-windows';
import { FLYBY_WINDOW_WORDS } from './flyby-windows';
import { BOMBARDMENT_WORDS } from './bombardment';
import { ORBITAL_PLATFORM_WORDS } from './orbital-platforms';
import { OUTPOST_TRIAL_WORDS } from './outpost-trials';
import { REGENERATION_WORDS } from './regeneration';
import { LASTING_CHANGE_WORDS } from './vocabulary-lasting-changes';
import { DISCARD_REPORT_WORDS } from './vocabulary-discard-reports';
import { STORED_REPORT_WORDS } from './stored-reports';
import { LORE_MISSION_WORDS } from './lore-missions';
import { isActingTarget } from './ability-targets';
import { PERSONNEL_D_WORDS } from './vocabulary-personnel-d';
import { REPORT_WORDS } from './vocabulary-reporting';
import { BATTLE_WORDS } from './vocabulary-battle';
import { BATTLE_STUN_WORDS } from './battle-stuns';
import { BATTLE_MODIFIER_WORDS } from './battle-modifiers';
import { BATTLE_WEAPONS_WORDS } from './battle-weapons';
import { DOUBLED_DILEMMA_WORDS } from './doubled-dilemmas';
import { BOTTOM_DRAW_WORDS } from './bottom-draws';
import { OBJECTIVE_STAGE_WORDS } from './objective-stages';
import { OBJECTIVE_SHIP_WORDS } from './objective-ships';
import { OBJECTIVE_SUSPENSION_WORDS } from './objective-suspensions';
import { RELENTLESS_ADAPT_WORDS } from './relentless-adapt';
import { OWN_TARGET_DOWNLOAD_WORDS } from './download-with-own-target';
import { PREY_WORDS } from './prey';
import { ARTIFACT_ACQUISITION_WORDS } from './artifact-acquisitions';
import { ORB_EXAMINATION_WORDS } from './orb-examinations';
import { DOWNLOAD_BAN_WORDS } from './download-bans';
import { FREE_PLAY_BAN_WORDS } from './free-play-bans';
import { ATTACK_ANY_WORDS } from './attack-any';
import { SEIZURE_WORDS } from './seizures';
import { HOLO_CAPTURE_WORDS } from './holo-captures';
import { RETRIEVE_WORDS } from './retrieve-and-report';
import { HOMEWARD_WORDS } from './homeward-course';
import { INSPECTION_WORDS } from './inspection-ships';
import { OBJECTIVE_TEAM_ONLY_WORDS } from './objective-team-only';
import { LEFT_EQUIPMENT_WORDS } from './left-equipment';
import { HOST_CHANGE_WORDS } from './host-changes';
import { AFTER_BATTLE_WORDS } from './after-battle';
import { RECORDED_PERMIT_WORDS } from './recorded-attack-permits';
import { OPENING_KILL_WORDS } from './battle-opening-kills';
import { SNIPING_WORDS } from './battle-sniping';
import { BATTLE_RANDOM_WORDS } from './battle-random-stuns';
import { TRANSPORT_PHOBIA_WORDS } from './transport-phobia';
import { SCORED_WINDOW_WORDS } from './scored-windows';
import { TURN_ENDING_WORDS } from './turn-ending-windows';
import { DAMAGED_WINDOW_WORDS } from './damaged-windows';
import { INFILTRATION_WORDS } from './infiltration-cards';
import { IMPERSONATION_WORDS } from './impersonation';
import { COVERT_AGENT_WORDS } from './covert-agents';
import { HOLOPROGRAM_WORDS } from './holoprograms';
import { HOLO_EMITTER_WORDS } from './holo-emitters';
import { NULLIFIES_YOURS_WORDS } from './played-titles';
import { ROMANCE_WORDS } from './romance';
import { OPPOSITE_QUADRANTS_WORDS } from './opposite-quadrants';
import { ABOARD_REPAIR_WORDS } from './aboard-repairs';
import { TINKERING_WORDS } from './equipment-tinkering';
import { CARD_SET_WORDS } from './card-sets-in-play';
import { HOST_KILLED_WORDS } from './host-killed';
import { TABLE_TITLE_WORDS } from './table-titles';
import { LATINUM_WORDS } from './latinum';
import { PLAYED_TITLE_WORDS } from './played-titles';
import { SPLIT_CHOICE_WORDS } from './split-choices';
import { HELPED_SOLVE_AWAY_WORDS } from './helped-solve-away';
import { COMMANDEERED_WORDS } from './commandeered-returns';
import { HOSTAGE_TRADE_WORDS } from './hostage-trades';
import { TITLE_USE_LIMIT_WORDS } from './title-use-limits';
import { HOSTED_CONTROL_WORDS } from './hosted-control';
import { COMMANDEER_SHIP_WORDS } from './commandeer-ship';
import { COMMANDEER_WINDOW_WORDS } from './commandeer-windows';
import { HOSTED_CONTROL_END_WORDS } from './hosted-control-ends';
import { MINEFIELD_WORDS } from './minefields';
import { CREW_LIFTED_WORDS } from './crew-lifted-restrictions';
import { HAND_DOWNLOAD_WORDS } from './hand-downloads';
import { FERENGI_PROFIT_WORDS } from './ferengi-profits';
import { HOST_CREW_COUNT_WORDS } from './host-crew-counts';
import { HOST_BAN_WORDS } from './host-bans';
import { DEATH_SAVER_DOWNLOAD_WORDS } from './death-saver-downloads';
import { MISSION_DOWNLOAD_WORDS } from './download-onto-mission';
import { FREE_REPORT_THERE_WORDS } from './free-report-there';
import { Q_CARD_KNOWN, qCardWords } from './q-cards';
import { BATTLE_INVOLVING_WORDS } from './battle-involving';
import { SHIP_AUTONOMY_WORDS } from './ship-autonomy';
import { KILLS_OUTSIDE_BATTLE_WORDS } from './kills-outside-battle';
import { BATTLE_EXCLUSION_WORDS } from './battle-exclusions';
import { STASIS_WORDS } from './stasis';
import { EQUIPMENT_COUNTDOWN_WORDS } from './equipment-countdowns';
import { COUNTDOWN_ADVANCE_WORDS } from './countdown-advances';
import { BATTLE_DOWNLOAD_WORDS } from './battle-downloads';
import { FALLEN_WORDS } from './fallen-to-point-area';
import { TROPHY_WORDS } from './trophies';
import { COLLECTIVE_SERVICE_WORDS } from './collective-service';
import { TROPHY_CASE_WORDS } from './trophy-case';
import { STORED_WORDS } from './stored-cards';
import { DRAW_DECK_PILE_WORDS } from './draw-deck-piles';
import { CREW_MINIMUM_WORDS } from './ship-crew-minimums';
import { SHIP_REPLACEMENT_WORDS } from './ship-replacements';
import { SHIP_SAVE_WORDS } from './ship-destruction-saves';
import { SHIP_ARRIVAL_WORDS } from './ship-arrival-draws';
import { DILEMMA_GATHERING_WORDS } from './dilemma-gatherings';
import { MULTI_ICON_MISSION_WORDS } from './multi-icon-mission-guards';
import { BOARDING_REVERSAL_WORDS } from './boarding-reversals';
import { SHIELDS_SUSPENSION_WORDS } from './shields-suspensions';
import { BATTLE_PAIRING_WORDS } from './battle-pairings';
import { BATTLE_SACRIFICE_WORDS } from './battle-sacrifices';
import { COMBAT_PAIRING_WORDS } from './combat-pairings';
import { BATTLE_TABLE_WORDS } from './battle-table-responses';
import { INTRUDER_PLAY_WORDS } from './intruder-plays';
import { FORCED_BATTLE_WORDS } from './forced-battles';
import { TACTIC_WORDS, tacticWords } from './tactics-facts';
import { TACTIC_PLAY_WORDS } from './tactic-plays';
import { TRANSPORT_INHIBITOR_WORDS } from './transport-inhibitors';
import { MIRROR_IMAGE_WORDS } from './mirror-images';
import { SHIP_AFFILIATION_LOSS_WORDS } from './ship-affiliation-losses';
import { SHIP_SKILL_REQUIREMENT_WORDS } from './ship-skill-requirements';
import { TURN_START_BATTLE_WORDS } from './turn-start-battles';
import { COMBAT_WORDS } from './vocabulary-combat';
import { SHIP_PERMIT_WORDS, SHIP_SELF_MODIFIER_WORDS, SHIP_TARGET_WORDS } from './vocabulary-ships';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { requirement } from '../attempt/requirements';
import { cardCoverage } from '../coverage';
import { downloadTitleIndex } from './downloads-coverage';
import { DOWNLOAD_WORDS } from './vocabulary-downloads';
import { DOORWAY_PERMIT_WORDS } from './vocabulary-doorways';
import { CARD_ALIASES } from '../cards/aliases';
import { CARD_BEHAVIOURS, CARD_FILES } from '../cards/index';
import { sharedCards } from '../testing/attempt-scene';
import { DILEMMA_WORDS, type Step } from './dilemma-steps';
import { innerSteps, stepRequirementsA, testRequirements } from './dilemma-steps-a';

/** A dilemma's steps with the steps nested in them (an `if`'s step, an `only-if`'s step), depth first. */
function nestedSteps(steps: readonly Step[]): Step[] {
  return steps.flatMap((step) => [step, ...nestedSteps([...innerSteps(step).slice(0, 1), ...(step.kind === 'only-if' ? [step.step] : [])])]);
}
import { SHIP_MODIFIERS } from './ship-modifiers';
import { MODIFIERS } from './modifiers';
import { verbs } from './verbs';
import { INCIDENT_WORDS } from './modifiers-incidents';
import { TABLE_INCIDENT_WORDS } from './table-incidents';
import { AFFILIATIONS_PLAYED_WORDS } from './affiliations-played';
import { ENTERED_PLAY_WORDS } from './entered-play';
import { MISSION_GUARD_WORDS } from './mission-guards';
import { SCOUTING_WORDS } from './vocabulary-scouting';
import { INCIDENT_C_WORDS } from './missions-incidents-c';
import type { CardBehaviour } from './vocabulary';
import { EVENTS2_WORDS } from './vocabulary-events2';
import { MISSION_WORDS, missionWords } from './vocabulary-missions';
import { EVENTS_C_WORDS } from './vocabulary-events-c';
import { PREMIERE_WORDS } from './vocabulary-premiere';
import { WINDOWS_WORDS } from './vocabulary-windows';
import { CREW_RELOCATION_WORDS } from './crew-relocation';
import { ATTEMPT_WINDOW_WORDS } from './vocabulary-attempt-windows';
import { ASSIMILATION_WINDOW_WORDS } from './assimilation-windows';
import { GROUP_DOWNLOAD_WORDS } from './vocabulary-group-downloads';
import { DOTS_GROUP_WORDS } from './dots-group-downloads';
import { FALLEN_LAST_TURN_WORDS } from './fallen-last-turn';
import { PRESENT_SACRIFICE_WORDS } from './present-sacrifices';
import { DILEMMA_KILL_WORDS } from './dilemma-kill-replacement';
import { EVENTS_D_WORDS } from './vocabulary-events-d';
import { SOLVED_BY_CREW_WORDS } from './solved-by-crew';
import { LANDING_PERMIT_WORDS } from './landing-permits';
import { CARRIED_SHIP_WORDS } from './carried-ships';
import { CREW_GENDER_WORDS } from './crew-genders';
import { WHEN_CARDS_PLAYED_WORDS } from './when-cards-played';
import { INTELLIGENCE_RIVAL_WORDS } from './intelligence-rivals';
import { HAND_PLAY_WORDS } from './hand-plays';
import { POWER_TRANSFER_WORDS } from './power-transfers';
import { NAMED_ABOARD_WORDS } from './named-aboard';
import { TURN_SKIP_WORDS } from './turn-skips';
import { DOUBLE_TURN_WORDS } from './double-turns';
import { CLOSED_DOORWAY_WORDS } from './closed-doorways';
import { DOOR_NET_WORDS } from './door-nets';
import { BRIG_DOOR_WORDS } from './brig-doors';
import { WHEN_PERSONNEL_KILLED_WORDS } from './when-personnel-killed';
import { INTERRUPTS_D_WORDS } from './vocabulary-interrupts-d';
import { SELF_CONTROLLED_WORDS } from './vocabulary-self-controlled';
import { CONTROL_WORDS } from './vocabulary-control';
import { CLASSIFICATION_CHANGE_WORDS } from './classification-changes';
import { BEFORE_DRAW_WORDS } from './q-flash-window';
import { DECK_RECURSION_WORDS } from './deck-recursion';
import { SHIP_SKILL_WORDS } from './ship-skill-cards';
import { PAID_NULLIFIER_WORDS } from './paid-dilemma-nullifiers';
import { CROSSING_WORDS } from './quadrant-crossing';
import { ALTERNATE_UNIVERSE_WORDS } from './alternate-universe';
import { ATTEMPT_TOLL_WORDS } from './attempt-tolls';
import { FIRST_SOLVE_BONUS_WORDS } from './first-solve-bonus';
import { INVASIVE_BEAM_WORDS } from './invasive-beaming';
import { DEATH_SAVER_WORDS } from './vocabulary-death-savers';
import { RANDOM_SELECTION_WORDS } from './vocabulary-random-selection';
import { DECK_REVEAL_WORDS } from './deck-reveals';
import { PLAY_LIMIT_WORDS } from './play-limits';
import { CARD_MOVE_WORDS } from './card-moves';
import { CAPTIVE_WORDS } from './captives';
import { CAPTIVE_RELEASE_WORDS } from './captive-releases';
import { BATTLE_CAPTURE_WORDS } from './battle-captures';
import { CAPTURE_INSTEAD_WORDS } from './captures-instead';
import { PERSONNEL_SUCCESS_WORDS } from './personnel-successes';
import { GROUP_QUARANTINE_WORDS } from './group-quarantines';
import { UNPREPARED_POINTS_WORDS } from './unprepared-points';
import { CAPTIVE_CONTROL_WORDS } from './captive-control';
import { ASSIMILATION_WORDS } from './assimilation';
import { SURRENDER_WORDS } from './battle-surrenders';
import { TURN_START_WORDS, turnStartWords } from './turn-starts';
import { BESIDE_WORDS } from './beside-guards';
import { HOLOGRAM_ERASURE_WORDS } from './hologram-erasure';
import { ORE_OVERLOAD_WORDS } from './ore-overloads';
import { EM_SURGE_WORDS } from './em-surges';
import { CHOICE_POOL_WORDS, CHOICE_WORDS } from './vocabulary-choices';
import { CHOICE_SHIP_WORDS } from './choice-ships';
import { EVENT_RETURN_WORDS } from './event-returns';
import { SITE_WORDS } from './vocabulary-sites';
import { NOR_SIDE_WORDS } from './nor-sides';
import { SITE_DOWNLOAD_WORDS } from './site-downloads';
import { COMMANDEER_DOWNLOAD_WORDS } from './commandeer-downloads';
import { ENCOUNTER_EARNING_WORDS } from './encounter-earnings';
import { RELEASE_REWARD_WORDS } from './release-rewards';
import { ESCORT_DRAW_WORDS } from './escort-draws';

const SRC = path.resolve(__dirname, '..');
const CARDS_DIR = path.join(SRC, 'cards');

function filesOnDisk(): string[] {
  const out: string[] = [];
  for (const release of readdirSync(CARDS_DIR)) {
    if (!statSync(path.join(CARDS_DIR, release)).isDirectory()) continue;
    for (const file of readdirSync(path.join(CARDS_DIR, release))) if (/^\d+_\d+-.*\.ts$/.test(file) && !file.endsWith('.spec.ts')) out.push(`${release}/${file.replace(/\.ts$/, '')}`);
  }
  return out.sort();
}

/** Every word a script uses, as `kind:word` (effects, modifiers, triggers, targets, dilemma steps…). */
function wordsOf(behaviour: CardBehaviour): string[] {
  const words: string[] = [];
  for (const trigger of behaviour.triggers ?? []) {
    words.push(`trigger:${trigger.on}`);
    for (const effect of trigger.effects) words.push(`effect:${effect.kind}`);
  }
  for (const modifier of behaviour.modifiers ?? []) words.push(`modifier:${modifier.kind}`);
  for (const modifier of behaviour.shipModifiers ?? []) words.push(`ship-modifier:${modifier.kind}`);
  if (behaviour.select) words.push('select:options');
  if (behaviour.borgObjective) words.push('borg-objective');
  if (behaviour.timeLocation) words.push('time-location');
  if (behaviour.scoutingRules) words.push('scouting-rules');
  if (behaviour.adjacentGuard) words.push(...ADJACENT_GUARD_WORDS);
  if (behaviour.opensBattleHere) words.push('opens-battle-here');
  if (behaviour.hostIgnoresAttackRestrictionsWith) words.push('host-ignores-attack-restrictions-with');
  if (behaviour.whenHostCrewSolves) words.push('when-host-crew-solves', ...behaviour.whenHostCrewSolves.effects.map((effect) => `effect:${effect.kind}`));
  if (behaviour.exploration) words.push('exploration', ...behaviour.exploration.reward.map((effect) => `effect:${effect.kind}`));
  for (const condition of behaviour.seedRequires ?? []) words.push(`seed-condition:${condition.kind}`);
  for (const fleet of behaviour.fleet ?? []) words.push(`fleet:${fleet.scope}`, ...(fleet.while ?? []).map((condition) => `fleet-condition:${condition.kind}`));
  for (const modifier of behaviour.ownModifiers ?? []) words.push(`own-modifier:${modifier.kind}`);
  for (const permit of behaviour.permits ?? []) words.push(`permit:${permit.kind}`);
  if (behaviour.targets) words.push(`target:${behaviour.targets.kind}`);
  // Issue 15: where a card seeds, when it is not where it plays (seed-on-target.ts).
  if (typeof behaviour.seedsOnTarget === 'object') words.push(`target:${behaviour.seedsOnTarget.kind}`);
  if (behaviour.seedDownloads) words.push('seed-downloads');
  // Issue 15 (helper borgobj): mission-specialists.ts.
  if (behaviour.whenSeeded) words.push('when-seeded', ...behaviour.whenSeeded.map((effect) => `effect:${effect.kind}`));
  if (behaviour.whenTargetDestroyed) words.push('field:whenTargetDestroyed', ...behaviour.whenTargetDestroyed.map((effect) => `effect:${effect.kind}`));
  if (behaviour.missionSpecialistBonus) words.push('mission-specialist-bonus');
  if (behaviour.discardedWhenObjectiveCompletedHere) words.push('discarded-when-objective-completed-here');
  if (behaviour.consumedSkills) words.push('consumed-skills');
  if (behaviour.extraCounterpart) words.push('extra-counterpart');
  // Issue 15 (facility downloads): facility-downloads.ts.
  if (behaviour.solvedHere) words.push(...FACILITY_DOWNLOAD_WORDS);
  if (behaviour.quarantinesHostGroup) words.push('field:quarantinesHostGroup', ...(behaviour.quarantinesHostGroup.noPooling ? ['quarantinesHostGroup.noPooling'] : []));
  if (behaviour.whenYoursSucceeds) words.push('field:whenYoursSucceeds', ...behaviour.whenYoursSucceeds.on.map((on) => `whenYoursSucceeds:${on}`), ...(behaviour.whenYoursSucceeds.bearing ? ['whenYoursSucceeds.bearing'] : []), ...behaviour.whenYoursSucceeds.effects.map((effect) => `effect:${effect.kind}`));
  // Issue 15 (helper terok): nor-sides.ts.
  if (behaviour.flipSide) words.push('field:flipSide');
  if (behaviour.preySkills) words.push('field:preySkills');
  if (behaviour.play) {
    words.push(`window:${behaviour.play.window.kind}`);
    if (behaviour.play.limit) words.push(`limit:${behaviour.play.limit.kind}`);
    for (const cost of behaviour.play.costs ?? []) words.push(`cost:${cost.kind}`);
    for (const condition of behaviour.play.requires ?? []) words.push(`condition:${condition.kind}`);
  }
  if (behaviour.duration) words.push(`duration:${behaviour.duration}`);
  for (const ability of behaviour.battle ?? []) words.push(`battle:${ability.kind}`);
  for (const nullifier of behaviour.nullifiers ?? []) words.push(`nullifier:${nullifier.kind}`);
  for (const restriction of behaviour.restricts ?? []) words.push(`restriction:${restriction.kind}`);
  for (const nullifier of behaviour.nullifies ?? []) words.push(`nullifies:${nullifier.kind}`);
  // Steps nested in an `if` (dilemma-steps-a.ts) or wrapped in a table test (`only-if`, dilemma-steps-b.ts) name their own words too.
  for (const step of nestedSteps(behaviour.dilemma?.steps ?? [])) {
    words.push(`step:${step.kind}`);
    const s = step as Step & { action?: string; name?: string; targets?: { by: string } };
    if (s.kind === 'act' && s.action) words.push(`action:${s.action}`);
    if (s.kind === 'hook' && s.name) words.push(`hook:${s.name}`);
    if (s.targets) words.push(`selector:${s.targets.by}`);
  }
  words.push(...missionWords(behaviour.mission));
  // Issue 15: abilities of cards in play (ActivateCard): their target word (general or relative to the acting card), limit, costs, conditions and effects.
  for (const ability of behaviour.abilities ?? []) {
    if (ability.targets) words.push(isActingTarget(ability.targets) ? `action-target:${ability.targets.kind}` : `target:${ability.targets.kind}`);
    if (ability.limit) words.push(`ability-limit:${typeof ability.limit === 'string' ? ability.limit : ability.limit.kind}`);
    for (const cost of ability.costs ?? []) words.push(`ability-cost:${typeof cost === 'string' ? cost : cost.kind}`);
    for (const condition of ability.requires ?? []) words.push(`ability-condition:${typeof condition === 'string' ? condition : condition.kind}`);
    words.push(...ability.effects.map((effect) => `effect:${effect.kind}`));
  }
  // Issue 15 (personnel-a): special reporting.
  for (const permit of behaviour.reports ?? []) words.push(`report:${permit.kind}`);
  if (behaviour.insteadOfDilemmaKill) words.push('instead-of-dilemma-kill');
  if (behaviour.countdownRule) words.push(`countdown:${behaviour.countdownRule.kind}`);
  if (behaviour.whenCardsPlayed) words.push('when-cards-played');
  if (behaviour.whenPersonnelKilled) words.push('when-personnel-killed');
  if (behaviour.nullifiedIf) words.push('field:nullifiedIf');
  // Issue 15 (lead): facility commanders (facility-commanders.ts).
  if (behaviour.nullifiedIf?.youHaveInPlay) words.push('nullifiedIf.youHaveInPlay');
  if (behaviour.missionReportsWithFacilityCommander) words.push('field:missionReportsWithFacilityCommander');
  if (behaviour.grantsFreePlay?.facilityCommanderHere) words.push('free-play-grant:facilityCommanderHere');
  if (behaviour.grantsFreePlay?.onHost) words.push('free-play-grant:onHost');
  if (behaviour.deathSaverDownloads) words.push('field:deathSaverDownloads');
  for (const permit of behaviour.permits ?? []) if (permit.kind === 'free-report-here' && permit.commanderShip) words.push('free-report-here:commanderShip');
  if (behaviour.scoresPerHostHurt) words.push('field:scoresPerHostHurt');
  if (behaviour.trophyCase) words.push('field:trophyCase');
  if (behaviour.worthHostHighestWhile) words.push('field:worthHostHighestWhile');
  if (behaviour.worthAssimilatedDroneDots) words.push('field:worthAssimilatedDroneDots');
  if (behaviour.worthHostDots) words.push('field:worthHostDots');
  if (behaviour.worthWhileOutnumbering) words.push('field:worthWhileOutnumbering');
  if (behaviour.scoutingTurnProbe) words.push('field:scoutingTurnProbe');
  if (behaviour.counterpartShipVersus) words.push('field:counterpartShipVersus');
  if (behaviour.whenHostKilled) words.push('field:whenHostKilled', ...behaviour.whenHostKilled.effects.map((effect) => `effect:${effect.kind}`));
  if (behaviour.whenOpponentDraws) words.push('when-opponent-draws');
  // Issue 15 (helper plays): behaviour/out-of-turn-plays.ts.
  if (behaviour.playsAsOpponentReports) words.push('plays-as-opponent-reports', ...(behaviour.playsAsOpponentReports.steps.some((step) => step.orDownload) ? ['plays-as-opponent-reports.orDownload'] : []));
  if (behaviour.tableReports) words.push('table-reports');
  if (behaviour.allowsAlternateUniverse) words.push(...ALTERNATE_UNIVERSE_WORDS);
  if (behaviour.scoreWhenSolvedBy) words.push('score-when-solved-by');
  if (behaviour.hostActsUncrewed) words.push('card:hostActsUncrewed');
  if (behaviour.contenderObjective) words.push('contender-objective');
  if (behaviour.preventsWherePresent) words.push('field:preventsWherePresent');
  if (behaviour.discardsArrivedDuplicates) words.push(...ARRIVED_DUPLICATE_WORDS);
  // Issue 15 (helper tactics): Tactic cards (tactics-facts.ts).
  if (behaviour.tactic) words.push(...tacticWords(behaviour.tactic));
  if (behaviour.drawsOnShipArrival) words.push(...SHIP_ARRIVAL_WORDS);
  if (behaviour.ignoresCards) words.push('field:ignoresCards');
  if (behaviour.reportsToMissions) words.push('field:reportsToMissions');
  if (behaviour.tableImmunity) words.push('field:tableImmunity');
  if (behaviour.scoresWhenHostRescued) words.push('field:scoresWhenHostRescued');
  if (behaviour.earnsEncounteredWherePresent) words.push(...ENCOUNTER_EARNING_WORDS);
  if (behaviour.whenYoursReleased) words.push(...RELEASE_REWARD_WORDS);
  if (behaviour.drawsWhileEscortingHere) words.push(...ESCORT_DRAW_WORDS);
  if (behaviour.tableNorGuard) words.push('tableNorGuard');
  // Issue 15 (helper partners): ore-overloads.ts.
  if (behaviour.overloadsOreSites) words.push('field:overloadsOreSites');
  if (behaviour.oreSiteImmunity) words.push('field:oreSiteImmunity');
  if (behaviour.oreProcessingUnder) words.push('field:oreProcessingUnder');
  if (behaviour.shipAffiliationLoss) words.push('field:shipAffiliationLoss');
  if (behaviour.addsShipSkillsToMission) words.push('field:addsShipSkillsToMission');
  if (behaviour.addsToMissionRequirements) words.push('field:addsToMissionRequirements');
  if (behaviour.boardingBattleOpener) words.push(`boarding-opener:${behaviour.boardingBattleOpener.kind}`);
  if (behaviour.fightsInBattle) words.push('field:fightsInBattle');
  if (behaviour.atTurnStart) words.push(...turnStartWords(behaviour.atTurnStart));
  if (behaviour.qFlash) words.push(...qCardWords(behaviour.qFlash));
  if (behaviour.classificationChange) words.push(`classification-change:${behaviour.classificationChange.kind}`);
  if (behaviour.iconGrant) words.push(`icon-grant:${behaviour.iconGrant.kind}`);
  if (behaviour.hostChange) words.push('host-change');
  if (behaviour.impersonation) words.push('impersonation');
  if (behaviour.hostInfiltrationIcon) words.push('host-infiltration-icon');
  if (behaviour.ownInfiltrationIconsUnder) words.push('own-infiltration-icons-under');
  if (behaviour.barsShipReturnWithYourInfiltrator) words.push('bars-ship-return-with-your-infiltrator');
  if (behaviour.tableIconGrant) words.push('table-icon-grant');
  if (behaviour.missionPointsInstead) words.push('mission-points-instead');
  if (behaviour.sheriffs) words.push('sheriffs');
  if (behaviour.stores) words.push('stores');
  if (behaviour.storedCopies) words.push('stored-copies');
  if (behaviour.beforeQFlashDraw) words.push(`before-q-flash-draw:${behaviour.beforeQFlashDraw.kind}`);
  for (const mode of behaviour.modes ?? []) words.push(...wordsOf({ ...behaviour, ...mode, modes: [] }).filter((word) => !words.includes(word)));
  return words;
}

const KNOWN = new Set<string>([
  ...Object.keys(verbs()).map((word) => `effect:${word}`),
  ...Object.keys(MODIFIERS).map((word) => `modifier:${word}`),
  ...Object.keys(SHIP_MODIFIERS).map((word) => `ship-modifier:${word}`),
  ...['played', 'end-of-turn', 'mission-completed', 'turn-ends', 'ship-stops-here'].map((word) => `trigger:${word}`),
  ...['no-interrupts', 'must-stop-here', 'damage-passing-ships', 'no-beaming', 'beam-limit', 'hands-exposed', 'no-passing-to-next'].map((word) => `restriction:${word}`),
  'permit:attempt-mission',
  'permit:mix',
  'permit:wrap-spaceline',
  'permit:report-many',
  'permit:beam-through',
  'permit:extra-card-play',
  'nullifies:dilemmas-where-present',
  ...INCIDENT_WORDS,
  ...TABLE_INCIDENT_WORDS,
  ...AFFILIATIONS_PLAYED_WORDS,
  ...ENTERED_PLAY_WORDS,
  ...MISSION_GUARD_WORDS,
  ...SCOUTING_WORDS,
  ...INCIDENT_C_WORDS,
  'condition:on-your-table',
  'condition:start-of-your-turn',
  ...['player', 'ship', 'your-discard', 'card-in-play', 'just-played', 'location', 'mission-with-icon', 'away-team', 'crew-or-away-team', 'any-location', 'ship-orbiting-planet', 'empty-ship-near-your-tractor', 'planet-location', 'your-scanning-ship', 'outpost', 'your-personnel-with-skilled-present', 'your-ship-to-location'].map((word) => `target:${word}`),
  ...DOWNLOAD_WORDS.targets.map((word) => `target:${word}`),
  ...['normal-play', 'interrupt', 'report', 'seed', 'response', 'build'].map((word) => `window:${word}`),
  ...SHIP_TARGET_WORDS.map((word) => `target:${word}`),
  ...SHIP_PERMIT_WORDS.map((word) => `permit:${word}`),
  ...DOORWAY_PERMIT_WORDS.map((word) => `permit:${word}`),
  ...SHIP_SELF_MODIFIER_WORDS.map((word) => `own-modifier:${word}`),
  'limit:once-per-turn',
  ...EVENTS2_WORDS,
  ...EVENTS_C_WORDS,
  ...PREMIERE_WORDS,
  ...WINDOWS_WORDS,
  ...CREW_RELOCATION_WORDS,
  // Issue 15 (windows): behaviour/vocabulary-attempt-windows.ts, assimilation-windows.ts
  ...ATTEMPT_WINDOW_WORDS,
  ...ASSIMILATION_WINDOW_WORDS,
  ...GROUP_DOWNLOAD_WORDS,
  ...DOTS_GROUP_WORDS,
  ...FALLEN_LAST_TURN_WORDS,
  ...PRESENT_SACRIFICE_WORDS,
  ...DILEMMA_KILL_WORDS,
  ...EVENTS_D_WORDS,
  // Issue 15 (partials-iob): behaviour/solved-by-crew.ts
  ...SOLVED_BY_CREW_WORDS,
  ...LANDING_PERMIT_WORDS,
  ...CARRIED_SHIP_WORDS,
  ...CREW_GENDER_WORDS,
  ...WHEN_CARDS_PLAYED_WORDS,
  ...INTELLIGENCE_RIVAL_WORDS,
  ...HAND_PLAY_WORDS,
  ...POWER_TRANSFER_WORDS,
  ...NAMED_ABOARD_WORDS,
  ...TURN_SKIP_WORDS,
  ...DOUBLE_TURN_WORDS,
  ...CLOSED_DOORWAY_WORDS,
  ...DOOR_NET_WORDS,
  ...BRIG_DOOR_WORDS,
  ...WHEN_PERSONNEL_KILLED_WORDS,
  ...INTERRUPTS_D_WORDS,
  ...SELF_CONTROLLED_WORDS,
  ...CONTROL_WORDS,
  ...CLASSIFICATION_CHANGE_WORDS,
  ...BEFORE_DRAW_WORDS,
  ...PLACES_WORDS,
  ...TIME_WORDS,
  ...SITE_WORDS,
  ...MISSION_AT_PLACE_WORDS,
  ...CARD_WHERE_YOURS_WORDS,
  ...YOUR_FACILITY_TARGET_WORDS,
  'seed-downloads',
  ...SLIPSTREAM_WORDS,
  ...HAZARD_WORDS,
  ...CRASH_WORDS,
  ...ABANDON_WORDS,
  ...AFFILIATION_BAN_WORDS,
  ...REPORT_LIMIT_WORDS,
  ...TABLE_MISSION_REPORT_WORDS,
  ...TABLE_IMMUNITY_WORDS,
  ...PRINTED_NUMBER_WORDS,
  ...HOST_SHIP_HISTORY_WORDS,
  ...SHIPS_HERE_WORDS,
  ...COMBO_HALF_WORDS,
  'field:scoresWhenHostRescued',
  ...ENCOUNTER_EARNING_WORDS,
  ...RELEASE_REWARD_WORDS,
  ...ESCORT_DRAW_WORDS,
  // Issue 15 (incidents-f): behaviour/turn-draw-limits.ts, ship-repair-targets.ts
  ...TURN_DRAW_LIMIT_WORDS,
  ...SHIP_REPAIR_TARGET_WORDS,
  ...OPPONENT_DRAWS_WORDS,
  ...OUT_OF_TURN_PLAY_WORDS,
  ...TABLE_REPORT_WORDS,
  // Issue 15 (report): behaviour/report-places.ts, downloads-aboard.ts
  ...REPORT_PLACE_WORDS,
  ...DOWNLOAD_ABOARD_WORDS,
  ...MISSION_SPECIALIST_WORDS,
  ...BORG_OBJECTIVE_EXTRA_WORDS,
  ...CONSUMED_SKILL_WORDS,
  ...EXTRA_COUNTERPART_WORDS,
  ...ADAPT_WORDS,
  ...HOMEWORLD_GUARD_WORDS,
  ...HOMEWORLD_DECIMATION_WORDS,
  ...DECK_TRIM_WORDS,
  ...MINING_WORDS,
  ...HIDEOUT_WORDS,
  ...PRISONER_WORDS,
  ...DECK_RECURSION_WORDS,
  ...SHIP_SKILL_WORDS,
  ...OBJECTIVE_DOWNLOAD_WORDS,
  ...OBJECTIVE_ATTEMPT_WORDS,
  ...FACILITY_DOWNLOAD_WORDS,
  // Issue 15 (helper terok): behaviour/nor-sides.ts, site-downloads.ts
  ...NOR_SIDE_WORDS,
  ...SITE_DOWNLOAD_WORDS,
  ...COMMANDEER_DOWNLOAD_WORDS,
  ...PAID_NULLIFIER_WORDS,
  ...CROSSING_WORDS,
  ...ALTERNATE_UNIVERSE_WORDS,
  ...ATTEMPT_TOLL_WORDS,
  ...FIRST_SOLVE_BONUS_WORDS,
  ...INVASIVE_BEAM_WORDS,
  ...DEATH_SAVER_WORDS,
  ...RANDOM_SELECTION_WORDS,
  ...DECK_REVEAL_WORDS,
  ...PLAY_LIMIT_WORDS,
  ...CARD_MOVE_WORDS,
  ...CAPTIVE_WORDS,
  // Issue 15 (captive): behaviour/captive-releases.ts, battle-captures.ts, captures-instead.ts, captive-control.ts, battle-surrenders.ts
  ...CAPTIVE_RELEASE_WORDS,
  ...BATTLE_CAPTURE_WORDS,
  ...CAPTURE_INSTEAD_WORDS,
  ...PERSONNEL_SUCCESS_WORDS,
  ...GROUP_QUARANTINE_WORDS,
  ...UNPREPARED_POINTS_WORDS,
  ...CAPTIVE_CONTROL_WORDS,
  // Issue 15 (borg): behaviour/assimilation.ts
  ...ASSIMILATION_WORDS,
  ...SURRENDER_WORDS,
  ...TURN_START_WORDS.map((word) => `turn-starts:${word}`),
  ...BESIDE_WORDS,
  ...HOLOGRAM_ERASURE_WORDS,
  ...ORE_OVERLOAD_WORDS,
  ...EM_SURGE_WORDS,
  ...RESPONSE_ABILITY_WORDS,
  ...SKILL_COPY_WORDS,
  ...CREW_ENABLER_WORDS,
  ...SHIP_USERS_WORDS,
  ...NAMED_SKILL_WORDS,
  ...STANDING_DECLINE_WORDS,
  ...SKILL_SUBSTITUTION_WORDS,
  ...ICON_GRANT_WORDS,
  ...TABLE_ICON_GRANT_WORDS,
  ...OBJECTIVE_POINTS_WORDS,
  ...HOLODECK_SHERIFF_WORDS,
  ...SOLVED_BY_WORDS,
  ...CLOAK_CYCLE_WORDS,
  ...INITIAL_ATTEMPT_WORDS,
  ...DIMENSIONAL_SHIFT_WORDS,
  ...UNIVERSAL_MISSION_UNSTOP_WORDS,
  ...SHIP_AT_MISSION_KIND_WORDS,
  ...ATTRIBUTE_SHIFT_WORDS,
  ...ADJACENT_GUARD_WORDS,
  ...TURN_CHARGE_WORDS,
  ...GARRISON_WORDS,
  ...EXPLORATION_WORDS,
  ...ATTEMPT_START_WORDS,
  ...FACILITY_TARGET_DOWNLOAD_WORDS,
  ...ATTEMPT_START_DOWNLOAD_WORDS,
  ...CREW_SOLVE_WORDS,
  ...HOST_DESTRUCTION_WORDS,
  ...LENT_IMMUNITY_WORDS,
  ...HINDRANCE_WORDS,
  ...NEAR_SOLVE_WORDS,
  ...SHIP_DIRECTIVE_WORDS,
  ...TRACTOR_WORDS,
  ...BOARDING_OPENER_WORDS,
  ...BATTLE_EQUIPMENT_WORDS,
  ...ATTACKED_PERMIT_WORDS,
  ...LEADER_PERMIT_WORDS,
  ...CONTENDER_WORDS,
  ...OUTSIDE_WORDS,
  ...STORED_COPIES_WORDS,
  ...ARRIVED_DUPLICATE_WORDS,
  ...SUCCESSION_WORDS,
  ...IMMEDIATE_FREE_PLAY_WORDS,
  ...DILEMMA_PLACES_WORDS,
  ...FACILITY_COMMANDER_WORDS,
  ...OBJECTIVE_WINDOW_WORDS,
  ...TIME_TRAVEL_WINDOW_WORDS,
  ...ATTEMPT_ENDED_WORDS,
  ...CHARTER_WORDS,
  ...DOCKING_WINDOW_WORDS,
  ...FLYBY_WINDOW_WORDS,
  ...BOMBARDMENT_WORDS,
  ...ORBITAL_PLATFORM_WORDS,
  ...OUTPOST_TRIAL_WORDS,
  ...REGENERATION_WORDS,
  ...LASTING_CHANGE_WORDS,
  ...DISCARD_REPORT_WORDS,
  ...STORED_REPORT_WORDS,
  ...LORE_MISSION_WORDS,
  ...CHOICE_WORDS,
  ...CHOICE_POOL_WORDS,
  ...CHOICE_SHIP_WORDS,
  ...EVENT_RETURN_WORDS,
  'cost:remove-from-game',
  'cost:discard-copy-from-hand',
  ...['instant', 'while-in-play', 'beside-target-deck', 'on-target-mission', 'on-target-card'].map((word) => `duration:${word}`),
  'nullifier:card',
  ...DILEMMA_WORDS.steps.map((word) => `step:${word}`),
  ...DILEMMA_WORDS.actions.map((word) => `action:${word}`),
  ...DILEMMA_WORDS.hooks.map((word) => `hook:${word}`),
  ...DILEMMA_WORDS.selectors.map((word) => `selector:${word}`),
  // Issue 15: battle (behaviour/vocabulary-battle.ts)
  ...BATTLE_WORDS,
  ...BATTLE_STUN_WORDS,
  ...BATTLE_MODIFIER_WORDS,
  ...BATTLE_WEAPONS_WORDS,
  ...DOUBLED_DILEMMA_WORDS,
  ...BOTTOM_DRAW_WORDS,
  ...OBJECTIVE_STAGE_WORDS,
  ...OBJECTIVE_SHIP_WORDS,
  ...OBJECTIVE_SUSPENSION_WORDS,
  ...RELENTLESS_ADAPT_WORDS,
  ...OWN_TARGET_DOWNLOAD_WORDS,
  ...PREY_WORDS,
  ...ARTIFACT_ACQUISITION_WORDS,
  ...ORB_EXAMINATION_WORDS,
  ...DOWNLOAD_BAN_WORDS,
  ...FREE_PLAY_BAN_WORDS,
  ...ATTACK_ANY_WORDS,
  ...SEIZURE_WORDS,
  ...HOLO_CAPTURE_WORDS,
  ...RETRIEVE_WORDS,
  ...HOMEWARD_WORDS,
  ...INSPECTION_WORDS,
  ...OBJECTIVE_TEAM_ONLY_WORDS,
  ...LEFT_EQUIPMENT_WORDS,
  ...HOST_CHANGE_WORDS,
  ...AFTER_BATTLE_WORDS,
  ...RECORDED_PERMIT_WORDS,
  ...OPENING_KILL_WORDS,
  ...SNIPING_WORDS,
  ...BATTLE_RANDOM_WORDS,
  ...TRANSPORT_PHOBIA_WORDS,
  ...SCORED_WINDOW_WORDS,
  ...TURN_ENDING_WORDS,
  ...DAMAGED_WINDOW_WORDS,
  ...INFILTRATION_WORDS,
  ...IMPERSONATION_WORDS,
  ...COVERT_AGENT_WORDS,
  ...HOLOPROGRAM_WORDS,
  ...HOLO_EMITTER_WORDS,
  ...NULLIFIES_YOURS_WORDS,
  ...ROMANCE_WORDS,
  ...OPPOSITE_QUADRANTS_WORDS,
  ...ABOARD_REPAIR_WORDS,
  ...TINKERING_WORDS,
  ...CARD_SET_WORDS,
  ...HOST_KILLED_WORDS,
  ...TABLE_TITLE_WORDS,
  ...LATINUM_WORDS,
  ...PLAYED_TITLE_WORDS,
  ...SPLIT_CHOICE_WORDS,
  ...HELPED_SOLVE_AWAY_WORDS,
  ...COMMANDEERED_WORDS,
  ...HOSTAGE_TRADE_WORDS,
  ...TITLE_USE_LIMIT_WORDS,
  ...HOSTED_CONTROL_WORDS,
  ...COMMANDEER_SHIP_WORDS,
  ...COMMANDEER_WINDOW_WORDS,
  ...HOSTED_CONTROL_END_WORDS,
  ...MINEFIELD_WORDS,
  ...CREW_LIFTED_WORDS,
  ...HAND_DOWNLOAD_WORDS,
  ...FERENGI_PROFIT_WORDS,
  ...HOST_CREW_COUNT_WORDS,
  ...HOST_BAN_WORDS,
  ...DEATH_SAVER_DOWNLOAD_WORDS,
  'free-play-grant:onHost',
  ...MISSION_DOWNLOAD_WORDS,
  ...FREE_REPORT_THERE_WORDS,
  ...Q_CARD_KNOWN,
  ...BATTLE_INVOLVING_WORDS,
  ...SHIP_AUTONOMY_WORDS,
  ...KILLS_OUTSIDE_BATTLE_WORDS,
  ...BATTLE_EXCLUSION_WORDS,
  ...STASIS_WORDS,
  ...EQUIPMENT_COUNTDOWN_WORDS,
  ...COUNTDOWN_ADVANCE_WORDS,
  ...BATTLE_DOWNLOAD_WORDS,
  ...FALLEN_WORDS,
  ...TROPHY_WORDS,
  ...COLLECTIVE_SERVICE_WORDS,
  ...TROPHY_CASE_WORDS,
  ...STORED_WORDS,
  ...DRAW_DECK_PILE_WORDS,
  ...CREW_MINIMUM_WORDS,
  ...SHIP_REPLACEMENT_WORDS,
  ...SHIP_SAVE_WORDS,
  ...SHIP_ARRIVAL_WORDS,
  ...DILEMMA_GATHERING_WORDS,
  ...MULTI_ICON_MISSION_WORDS,
  ...BOARDING_REVERSAL_WORDS,
  ...SHIELDS_SUSPENSION_WORDS,
  ...BATTLE_PAIRING_WORDS,
  ...BATTLE_SACRIFICE_WORDS,
  ...COMBAT_PAIRING_WORDS,
  ...BATTLE_TABLE_WORDS,
  ...INTRUDER_PLAY_WORDS,
  ...FORCED_BATTLE_WORDS,
  ...TACTIC_WORDS,
  ...TACTIC_PLAY_WORDS,
  ...TRANSPORT_INHIBITOR_WORDS,
  ...MIRROR_IMAGE_WORDS,
  ...SHIP_AFFILIATION_LOSS_WORDS,
  ...SHIP_SKILL_REQUIREMENT_WORDS,
  ...TURN_START_BATTLE_WORDS,
  ...COMBAT_WORDS,
  // Issue 15: mission game text (behaviour/vocabulary-missions.ts)
  ...MISSION_WORDS,
  // Issue 15 (personnel-a): behaviour/vocabulary-personnel-actions.ts, vocabulary-reporting.ts
  ...PERSONNEL_ACTION_WORDS.targets.map((word) => `action-target:${word}`),
  ...ACTIVATION_WORDS.limits.map((word) => `ability-limit:${word}`),
  ...ACTIVATION_WORDS.costs.map((word) => `ability-cost:${word}`),
  ...PERSONNEL_ACTION_WORDS.conditions.map((word) => `ability-condition:${word}`),
  ...PERSONNEL_ACTION_WORDS.effects.map((word) => `effect:${word}`),
  ...REPORT_WORDS.map((word) => `report:${word}`),
  // Issue 15 (personnel-d): behaviour/vocabulary-personnel-d.ts
  ...PERSONNEL_D_WORDS.targets.map((word) => `action-target:${word}`),
  ...PERSONNEL_D_WORDS.effects.map((word) => `effect:${word}`),
]);

describe('the card-behaviour catalogue', () => {
  const cards = new Map(sharedCards().map((card) => [card.id, card]));
  // Issue 15 (downloads): the card list's titles tell which special download icons the engine carries out.
  const titles = downloadTitleIndex(sharedCards());

  it('the generated index lists exactly the card files on disk (run libs/engine/scripts/card-index.mjs)', () => {
    expect([...CARD_FILES].sort()).toEqual(filesOnDisk());
    expect(CARD_BEHAVIOURS).toHaveLength(CARD_FILES.length);
  });

  it('each card file is named by its card id, filed under its release, and titled as the card list says', () => {
    CARD_FILES.forEach((file, index) => {
      const behaviour = CARD_BEHAVIOURS[index]!;
      const [release, name] = file.split('/') as [string, string];
      expect(name.startsWith(`${behaviour.id}-`)).toBe(true);
      const card = cards.get(behaviour.id);
      expect({ file, release: card?.release, title: card?.title }).toEqual({ file, release, title: behaviour.title });
      if (behaviour.dilemma) expect(card?.type).toBe('Dilemma');
      // An artifact plays as its text says: as an Interrupt, as an Event, or used as Equipment (1E rulebook › THE CARDS › ARTIFACTS).
      // A doorway plays at any time during your turn, outside the normal card play (1E rulebook › PLAYING A DOORWAY).
      if (behaviour.play?.window.kind === 'interrupt') expect(['Interrupt', 'Artifact', 'Doorway']).toContain(card?.type);
      // Issue 15 (sites): a Site card is played as the normal card play (1E rulebook › SITES); a Time Location too (1E rulebook › TIME LOCATIONS).
      if (behaviour.play?.window.kind === 'normal-play') expect(['Event', 'Incident', 'Objective', 'Artifact', 'Site', 'Time Location']).toContain(card?.type);
      if (behaviour.play?.window.kind === 'build') expect(card?.type).toBe('Facility');
      if (behaviour.play?.window.kind === 'report') expect(['Personnel', 'Ship', 'Equipment', 'Artifact']).toContain(card?.type);
    });
  });

  it('every script uses only known words (verbs with a handler, triggers, targets, windows, dilemma steps)', () => {
    const unknown = CARD_BEHAVIOURS.flatMap((behaviour) => wordsOf(behaviour).filter((word) => !KNOWN.has(word)).map((word) => `${behaviour.id} ${behaviour.title}: ${word}`));
    expect(unknown).toEqual([]);
  });

  it('every automated or partly automated card names a spec that exists and whose tests mention the card (id or title)', () => {
    const missing: string[] = [];
    for (const card of cards.values()) {
      const coverage = cardCoverage(card, titles);
      if (coverage.status === 'manual') continue;
      if (!coverage.test) {
        missing.push(`${card.id} ${card.title}: no test named`);
        continue;
      }
      const spec = path.resolve(SRC, '../../..', coverage.test);
      if (!existsSync(spec)) {
        missing.push(`${card.id} ${card.title}: ${coverage.test} does not exist`);
        continue;
      }
      // Scripted cards must be named in their spec; the generic rules' specs cover whole card types.
      const scripted = CARD_BEHAVIOURS.some((behaviour) => behaviour.id === card.id || CARD_ALIASES[card.id] === behaviour.id);
      if (scripted) {
        const text = readFileSync(spec, 'utf8');
        const mention = [card.id, CARD_ALIASES[card.id] ?? card.id, card.title].some((name) => text.includes(`'${name}`) || text.includes(`"${name}`) || text.includes(name));
        if (!mention) missing.push(`${card.id} ${card.title}: not mentioned in ${coverage.test}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every requirement a dilemma script names parses in the requirement grammar (to get past, unless, when, cure, nullify)', () => {
    const broken: string[] = [];
    for (const behaviour of CARD_BEHAVIOURS) {
      const dilemma = behaviour.dilemma;
      if (!dilemma) continue;
      const steps = nestedSteps(dilemma.steps);
      const texts = [
        dilemma.cure,
        dilemma.nullify,
        ...steps.flatMap((step) => ['require' in step ? step.require : 'unless' in step ? step.unless : undefined, 'when' in step ? step.when : undefined]),
        ...dilemma.steps.flatMap(testRequirements),
        ...steps.flatMap(stepRequirementsA),
        ...steps.flatMap((step) =>
          (step.kind === 'count' || step.kind === 'spare-picked' ? step.any : step.kind === 'ship' || step.kind === 'act' ? (step.unlessAny ?? []) : []).map((term) => ('require' in term ? term.require : undefined)),
        ),
      ];
      for (const text of texts) {
        if (!text) continue;
        try {
          requirement(text);
        } catch {
          broken.push(`${behaviour.id} ${behaviour.title}: ${text}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('the reprint table points only at scripted cards, and no scripted card is an alias', () => {
    const scripted = new Set(CARD_BEHAVIOURS.map((behaviour) => behaviour.id));
    for (const [from, to] of Object.entries(CARD_ALIASES)) {
      expect(scripted.has(to)).toBe(true);
      expect(scripted.has(from)).toBe(false);
    }
  });
  // A mode takes what it leaves out from the card's own play (behaviour/play.ts › scriptedPlay). Helper bogborg
  // found a mode with its own effects silently lying on its target for the base play's duration: a mode with its
  // own effects states its duration whenever the card's own play states a lasting one (an inherited 'instant' is
  // harmless: Internment, Life's Simple Pleasures).
  // Issue 15 (lead, twentieth session): behaviour/manual-ways.ts — a card played its manual way lies in play as an unscripted
  // card; its script must leave nothing there that would act for it (an instant way, no abilities, no modifiers).
  it('a card with a manual way has an instant scripted way: nothing scripted acts for it once played its manual way', () => {
    const lasting = CARD_BEHAVIOURS.flatMap((behaviour) => {
      if (!behaviour.manualWay) return [];
      const type = cards.get(behaviour.id)?.type;
      const duration = behaviour.duration ?? (type === 'Interrupt' ? 'instant' : 'while-in-play');
      const ways = [behaviour, ...(behaviour.modes ?? [])];
      return duration !== 'instant' || ways.some((way) => way.duration !== undefined && way.duration !== 'instant') || behaviour.abilities?.length || behaviour.modifiers?.length ? [behaviour.title] : [];
    });
    expect(CARD_BEHAVIOURS.some((behaviour) => behaviour.manualWay)).toBe(true);
    expect(lasting).toEqual([]);
  });

  it("a mode with its own effects states its duration when the card's own play states a lasting one", () => {
    const inheriting = CARD_BEHAVIOURS.flatMap((behaviour) =>
      (behaviour.modes ?? []).flatMap((mode, index) => (behaviour.duration !== undefined && behaviour.duration !== 'instant' && mode.triggers && mode.duration === undefined ? [`${behaviour.title} mode ${index + 1}`] : [])),
    );
    expect(inheriting).toEqual([]);
  });
});
