/**
 * The effect verbs of the behaviour model, one handler each in a mapped table: a verb added to
 * `Effect` without a handler does not compile (STYLE.md › example 3; Forge's ApiType registry, not
 * its code). A handler only emits facts; every fact names the rule it follows.
 */
import { OBJECTIVE_VERBS } from './verbs-objectives';
import { cardDrawsForbidden } from './no-card-draws';
import { PERSONNEL_B_VERBS } from './verbs-personnel-b';
import { PERSONNEL_C_VERBS } from './verbs-personnel-c';
import { INCIDENTS_D_VERBS } from './verbs-incidents-d';
import { DECK_RECURSION_VERBS } from './deck-recursion';
import { DOWNLOAD_ABOARD_VERBS } from './downloads-aboard';
import { SHIPS_HERE_VERBS } from './ships-here-numbers';
import { COMBO_HALF_VERBS } from './combo-halves';
import { MISSION_SPECIALIST_VERBS } from './mission-specialists';
import { BORG_OBJECTIVE_EXTRA_VERBS } from './borg-objective-extras';
import { HAND_REVEAL_VERBS } from './hand-reveal';
import { SHIP_SKILL_VERBS } from './ship-skill-cards';
import { INCIDENT_C_VERBS } from './missions-incidents-c';
import { playersReached } from './mirror-images';
import { bp, type Ctx } from '../context';
import { RULES } from '../rules';
import { shuffleZone } from '../seeding';
import type { PlayerId } from '../types';
import { cardsIn, other, Z, zoneKind } from '../zones';
import type { Effect, PlayerRef } from './vocabulary';
import { EVENT_VERBS } from './verbs-events';
import { BATTLE_VERBS } from './verbs-battle';
import { EVENTS2_VERBS } from './verbs-events2';
import { SHIP_VERBS } from './verbs-ships';
import { DOWNLOAD_VERBS } from './verbs-downloads';
import { EVENTS_C_VERBS } from './verbs-events-c';
import { PREMIERE_VERBS } from './verbs-premiere';
import { MODES_VERBS } from './modes';
import { WINDOWS_VERBS } from './windows-draws';
import { ATTEMPT_WINDOW_VERBS } from './attempt-windows';
import { ASSIMILATION_WINDOW_VERBS } from './assimilation-windows';
import { TRANSPORT_PHOBIA_VERBS } from './transport-phobia';
import { SCORED_WINDOW_VERBS } from './scored-windows';
import { TURN_ENDING_VERBS } from './turn-ending-windows';
import { ATTEMPT_SKILL_VERBS } from './attempt-skill-returns';
import { RESPONSE_ABILITY_VERBS } from './response-abilities';
import { SKILL_COPY_VERBS } from './skill-copies';
import { NAMED_SKILL_VERBS } from './named-skills';
import { INTELLIGENCE_VERBS } from './intelligence-rivals';
import { PILE_VERBS } from './hand-plays';
import { POWER_VERBS } from './power-transfers';
import { NAMED_ABOARD_VERBS } from './named-aboard';
import { TURN_SKIP_VERBS } from './turn-skips';
import { DOUBLE_TURN_VERBS } from './double-turns';
import { DECK_TRIM_VERBS } from './deck-trims';
import { MINING_VERBS } from './ore-mining';
import { HIDEOUT_VERBS } from './hideouts';
import { PRISONER_VERBS } from './prisoner-preparations';
import { CLOSED_DOORWAY_VERBS } from './closed-doorways';
import { DOOR_NET_VERBS } from './door-nets';
import { STANDING_DECLINE_VERBS } from './standing-declines';
import { SKILL_SUBSTITUTION_VERBS } from './skill-substitutions';
import { INITIAL_ATTEMPT_VERBS } from './initial-attempts';
import { DIMENSIONAL_SHIFT_VERBS } from './dimensional-shifts';
import { UNIVERSAL_MISSION_UNSTOP_VERBS } from './universal-mission-unstops';
import { ATTRIBUTE_SHIFT_VERBS } from './attribute-shifts';
import { REGION_DRAW_VERBS } from './region-draws';
import { QUADRANT_SHIP_VERBS } from './quadrant-ships';
import { TURN_CHARGE_VERBS } from './turn-charges';
import { EXPLORATION_VERBS } from './exploration';
import { ATTEMPT_START_VERBS } from './attempt-start-effects';
import { ATTEMPT_TOLL_VERBS } from './attempt-tolls';
import { SPEND_USE_VERBS } from './spent-uses';
import { FACILITY_TARGET_DOWNLOAD_VERBS } from './facility-target-downloads';
import { ATTEMPT_START_DOWNLOAD_VERBS } from './attempt-start-downloads';
import { HOST_DESTRUCTION_VERBS } from './host-destructions';
import { HINDRANCE_VERBS } from './failed-attempt-hindrances';
import { SHIP_DIRECTIVE_VERBS } from './ship-directives';
import { TRACTOR_VERBS } from './tractor-beams';
import { CONTENDER_VERBS } from './contender';
import { STORED_COPIES_VERBS } from './stored-copies';
import { IMMEDIATE_FREE_PLAY_VERBS } from './immediate-free-plays';
import { ATTEMPT_ENDED_VERBS } from './attempt-ended-windows';
import { CHARTER_VERBS } from './chartered-flights';
import { DOCKING_VERBS } from './docking-windows';
import { FLYBY_VERBS } from './flyby-windows';
import { BOMBARDMENT_VERBS } from './bombardment';
import { ORBITAL_PLATFORM_VERBS } from './orbital-platforms';
import { OUTPOST_TRIAL_VERBS } from './outpost-trials';
import { REGENERATION_VERBS } from './regeneration';
import { LASTING_CHANGE_VERBS } from './lasting-changes';
import { DISCARD_REPORT_VERBS } from './discard-reports';
import { STORED_REPORT_VERBS } from './stored-reports';
import { GROUP_DOWNLOAD_VERBS } from './group-downloads';
import { DOTS_GROUP_VERBS } from './dots-group-downloads';
import { PRESENT_SACRIFICE_VERBS } from './present-sacrifices';
import { EVENTS_D_VERBS } from './verbs-events-d';
import { INTERRUPTS_D_VERBS } from './interrupts-d';
import { SELF_CONTROLLED_VERBS } from './verbs-self-controlled';
import { CONTROL_VERBS } from './control-changes';
import { awayTeamsOf } from './away-teams';
import { qIconHome } from './q-flash';
import { PLACES_VERBS } from './places';
import { TIME_VERBS } from './time-locations';
import { SITE_VERBS } from './site-cards';
import { SLIPSTREAM_VERBS } from './slipstream';
import { HAZARD_VERBS } from './planet-hazards';
import { SCOW_VERBS } from './scow-destroyed';
import { CRASH_VERBS } from './crash-landing';
import { GLANCE_VERBS } from './glances';
import { HOST_BAN_VERBS } from './host-bans';
import { FREE_REPORT_OR_DRAW_VERBS } from './free-report-or-draw';
import { KILLED_RETURN_VERBS } from './killed-returns';
import { TOP_OF_DECK_LOOK_VERBS } from './top-of-deck-looks';
import { STOP_ALL_MATCHING_VERBS } from './stop-all-matching';
import { ARRANGE_OWN_DECK_VERBS } from './arrange-own-deck';
import { DECK_REVEAL_VERBS } from './deck-reveals';
import { CARD_MOVE_VERBS } from './card-moves';
import { PROBE_VERBS } from './probes';
import { SCOUTING_VERBS } from './scouting';
import { SNIPING_VERBS } from './battle-sniping';
import { BATTLE_RANDOM_VERBS } from './battle-random-stuns';
import { HOLOPROGRAM_VERBS } from './holoprograms';
import { HOLO_EMITTER_VERBS } from './holo-emitters';
import { ROMANCE_VERBS } from './romance';
import { OPPOSITE_QUADRANTS_VERBS } from './opposite-quadrants';
import { ABOARD_REPAIR_VERBS } from './aboard-repairs';
import { TINKERING_VERBS } from './equipment-tinkering';
import { HOST_KILLED_VERBS } from './host-killed';
import { COMMANDEERED_VERBS } from './commandeered-returns';
import { HOSTED_CONTROL_VERBS } from './hosted-control';
import { COMMANDEER_SHIP_VERBS } from './commandeer-ship';
import { HOSTED_CONTROL_END_VERBS } from './hosted-control-ends';
import { HAND_DOWNLOAD_VERBS } from './hand-downloads';
import { FERENGI_PROFIT_VERBS } from './ferengi-profits';
import { FACILITY_DOWNLOAD_VERBS } from './facility-download-targets';
import { SITE_DOWNLOAD_VERBS } from './site-downloads';
import { COMMANDEER_DOWNLOAD_VERBS } from './commandeer-downloads';
import { MISSION_DOWNLOAD_VERBS } from './download-onto-mission';
import { FREE_REPORT_THERE_VERBS } from './free-report-there';
import { DILEMMA_DOUBLER_VERBS } from './dilemma-doublers';
import { AFFILIATIONS_PLAYED_VERBS } from './affiliations-played';
import { CAPTIVE_VERBS } from './captives';
import { CAPTIVE_RELEASE_VERBS } from './captive-releases';
import { CAPTIVE_CONTROL_VERBS } from './captive-control';
import { ASSIMILATION_VERBS } from './assimilation';
import { SURRENDER_VERBS } from './battle-surrenders';
import { BESIDE_VERBS } from './beside-guards';
import { HOLOGRAM_ERASURE_VERBS } from './hologram-erasure';
import { ORE_OVERLOAD_VERBS } from './ore-overloads';
import { EM_SURGE_VERBS } from './em-surges';
import { CHOICE_VERBS } from './choices';
import { TABLE_CONDITION_VERBS } from './table-condition-effects';
import { REVEAL_ARRANGE_VERBS } from './reveal-and-arrange';
import { EVENT_RETURN_VERBS } from './event-returns';
import { BATTLE_MODIFIER_VERBS } from './battle-modifiers';
import { BATTLE_WEAPONS_VERBS } from './battle-weapons';
import { DOUBLED_DILEMMA_VERBS } from './doubled-dilemmas';
import { BOTTOM_DRAW_VERBS, drawOrder } from './bottom-draws';
import { OBJECTIVE_STAGE_VERBS } from './objective-stages';
import { OBJECTIVE_SHIP_VERBS } from './objective-ships';
import { OBJECTIVE_SUSPENSION_VERBS } from './objective-suspensions';
import { RELENTLESS_ADAPT_VERBS } from './relentless-adapt';
import { OWN_TARGET_DOWNLOAD_VERBS } from './download-with-own-target';
import { PREY_VERBS } from './prey';
import { ARTIFACT_ACQUISITION_VERBS } from './artifact-acquisitions';
import { ORB_EXAMINATION_VERBS } from './orb-examinations';
import { releaseOccupants } from './penalty-box';
import { SEIZURE_VERBS } from './seizures';
import { HOLO_CAPTURE_VERBS } from './holo-captures';
import { RETRIEVE_VERBS } from './retrieve-and-report';
import { INSPECTION_VERBS } from './inspection-ships';
import { LEFT_EQUIPMENT_VERBS } from './left-equipment';
import { INFILTRATION_VERBS } from './infiltration-cards';
import { IMPERSONATION_VERBS } from './impersonation';
import { COVERT_AGENT_VERBS } from './covert-agents';
import { AFTER_BATTLE_VERBS } from './after-battle';
import { BATTLE_TABLE_VERBS } from './battle-table-responses';
import { FORCED_BATTLE_VERBS } from './forced-battles';
import { TACTIC_VERBS } from './battle-tactics';
import { TACTIC_PLAY_VERBS } from './tactic-plays';
import { TURN_START_BATTLE_VERBS } from './turn-start-battles';
import { KILLS_OUTSIDE_BATTLE_VERBS } from './kills-outside-battle';
import { BATTLE_EXCLUSION_VERBS } from './battle-exclusions';
import { STASIS_VERBS } from './stasis';
import { SUCCESSION_VERBS } from './succession-duels';
import { UNPREPARED_POINTS_VERBS } from './unprepared-points';
import { EQUIPMENT_COUNTDOWN_VERBS } from './equipment-countdowns';
import { COUNTDOWN_ADVANCE_VERBS } from './countdown-advances';
import { BATTLE_DOWNLOAD_VERBS } from './battle-downloads';
import { FALLEN_VERBS } from './fallen-to-point-area';
import { TROPHY_VERBS } from './trophies';
import { TROPHY_CASE_VERBS } from './trophy-case';
import { STORED_VERBS } from './stored-cards';
import { DRAW_DECK_PILE_VERBS } from './draw-deck-piles';
import { CREW_MINIMUM_VERBS } from './ship-crew-minimums';
import { SHIP_REPLACEMENT_VERBS } from './ship-replacements';
import { DILEMMA_GATHERING_VERBS } from './dilemma-gatherings';
import { SHIELDS_SUSPENSION_VERBS } from './shields-suspensions';
import { BATTLE_PAIRING_VERBS } from './battle-pairings';
import { BATTLE_SACRIFICE_VERBS } from './battle-sacrifices';
import { COMBAT_PAIRING_VERBS } from './combat-pairings';
import { RECORDED_PERMIT_VERBS } from './recorded-attack-permits';
import { OPENING_KILL_VERBS } from './battle-opening-kills';
import { RULES_OF_ACQUISITION_VERBS } from './rules-of-acquisition';
import { SPLIT_CHOICE_VERBS } from './split-choices';
import { HELPED_SOLVE_AWAY_VERBS } from './helped-solve-away';

export interface VerbContext {
  readonly ctx: Ctx;
  /** The player who played (or controls) the card. */
  readonly player: PlayerId;
  /** The card instance whose effect this is. */
  readonly card: string;
  /** The chosen target (a player id or a card instance), when the card has one. */
  readonly target?: string;
  /** Issue 15 (modes): the player declined the card's `may` parts (`PlayCard.decline`). */
  readonly declined?: boolean;
}

type Handler<K extends Effect['kind']> = (v: VerbContext, effect: Extract<Effect, { kind: K }>) => void;

export function playerOf(v: VerbContext, who: PlayerRef): PlayerId {
  if (who === 'you') return v.player;
  if (who === 'opponent') return other(v.player);
  return v.target === 'p1' || v.target === 'p2' ? v.target : v.player;
}

function resolved(v: VerbContext, effect: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, ...(v.target ? { target: v.target } : {}), rule: RULES.cardEffects });
}

function draw(v: VerbContext, player: PlayerId, count: number): void {
  // Issue 15 (events-d): "draw no cards this turn" (no-card-draws.ts).
  const cards = cardDrawsForbidden(v.ctx.state, player, v.card) ? [] : drawOrder(v.ctx.state, player).slice(0, count);
  if (cards.length > 0) v.ctx.emit({ type: 'CardsDrawn', player, cards, reason: 'card-effect', rule: RULES.cardEffects });
}

type VerbTable = { readonly [K in Effect['kind']]: Handler<K> };

/**
 * The verb table, composed on first use: the verb modules import rule modules that import this one
 * again (a cycle through play, ongoing and teams), so composing it while the modules load would read
 * a verb map before it exists.
 */
let table: VerbTable | undefined;
export function verbs(): VerbTable {
  return (table ??= composeVerbs());
}

function composeVerbs(): VerbTable {
  // Issue 15: every verb module's table, then the core verbs. A word defined twice would silently
  // let the later table win (seen once: a helper's `chosen-to-hand` replaced another card's), so
  // composing refuses it — every test that runs an effect fails at once.
  const parts: readonly Partial<VerbTable>[] = [
    // One part per line, each module's table once (a merge adds a line, not a conflict on one long line).
    EVENT_VERBS,
    BATTLE_VERBS,
    EVENTS2_VERBS,
    SHIP_VERBS,
    DOWNLOAD_VERBS,
    PERSONNEL_B_VERBS,
    PERSONNEL_C_VERBS,
    EVENTS_C_VERBS,
    INCIDENT_C_VERBS,
    PREMIERE_VERBS,
    MODES_VERBS,
    GROUP_DOWNLOAD_VERBS,
    DOTS_GROUP_VERBS,
    PRESENT_SACRIFICE_VERBS,
    EVENTS_D_VERBS,
    INTERRUPTS_D_VERBS,
    INCIDENTS_D_VERBS,
    SELF_CONTROLLED_VERBS,
    CONTROL_VERBS,
    PLACES_VERBS,
    WINDOWS_VERBS,
    FREE_REPORT_OR_DRAW_VERBS,
    TOP_OF_DECK_LOOK_VERBS,
    STOP_ALL_MATCHING_VERBS,
    ARRANGE_OWN_DECK_VERBS,
    DECK_REVEAL_VERBS,
    CARD_MOVE_VERBS,
    SLIPSTREAM_VERBS,
    HAZARD_VERBS,
    SCOW_VERBS,
    CRASH_VERBS,
    GLANCE_VERBS,
    HOST_BAN_VERBS,
    DECK_RECURSION_VERBS,
    HAND_REVEAL_VERBS,
    SHIP_SKILL_VERBS,
    OBJECTIVE_VERBS,
    CHOICE_VERBS,
    TABLE_CONDITION_VERBS,
    REVEAL_ARRANGE_VERBS,
    EVENT_RETURN_VERBS,
    BATTLE_MODIFIER_VERBS,
    BATTLE_WEAPONS_VERBS,
    DOUBLED_DILEMMA_VERBS,
    BOTTOM_DRAW_VERBS,
    OBJECTIVE_STAGE_VERBS,
    OBJECTIVE_SHIP_VERBS,
    OBJECTIVE_SUSPENSION_VERBS,
    RELENTLESS_ADAPT_VERBS,
    OWN_TARGET_DOWNLOAD_VERBS,
    PREY_VERBS,
    ARTIFACT_ACQUISITION_VERBS,
    ORB_EXAMINATION_VERBS,
    SEIZURE_VERBS,
    HOLO_CAPTURE_VERBS,
    RETRIEVE_VERBS,
    INSPECTION_VERBS,
    LEFT_EQUIPMENT_VERBS,
    AFTER_BATTLE_VERBS,
    RECORDED_PERMIT_VERBS,
    OPENING_KILL_VERBS,
    RULES_OF_ACQUISITION_VERBS,
    SPLIT_CHOICE_VERBS,
    HELPED_SOLVE_AWAY_VERBS,
    RESPONSE_ABILITY_VERBS,
    PROBE_VERBS,
    SNIPING_VERBS,
    BATTLE_RANDOM_VERBS,
    HOLOPROGRAM_VERBS,
    HOLO_EMITTER_VERBS,
    ROMANCE_VERBS,
    OPPOSITE_QUADRANTS_VERBS,
    ABOARD_REPAIR_VERBS,
    TINKERING_VERBS,
    HOST_KILLED_VERBS,
    COMMANDEERED_VERBS,
    HOSTED_CONTROL_VERBS,
    COMMANDEER_SHIP_VERBS,
    HOSTED_CONTROL_END_VERBS,
    HAND_DOWNLOAD_VERBS,
    FERENGI_PROFIT_VERBS,
    AFFILIATIONS_PLAYED_VERBS,
    CAPTIVE_VERBS,
    BESIDE_VERBS,
    HOLOGRAM_ERASURE_VERBS,
    ORE_OVERLOAD_VERBS,
    EM_SURGE_VERBS,
    BATTLE_TABLE_VERBS,
    FORCED_BATTLE_VERBS,
    TACTIC_VERBS,
    TACTIC_PLAY_VERBS,
    TURN_START_BATTLE_VERBS,
    SKILL_COPY_VERBS,
    ATTRIBUTE_SHIFT_VERBS,
    REGION_DRAW_VERBS,
    QUADRANT_SHIP_VERBS,
    LASTING_CHANGE_VERBS,
    DISCARD_REPORT_VERBS,
    STORED_REPORT_VERBS,
    CAPTIVE_RELEASE_VERBS,
    CAPTIVE_CONTROL_VERBS,
    SURRENDER_VERBS,
    KILLED_RETURN_VERBS,
    MISSION_DOWNLOAD_VERBS,
    FREE_REPORT_THERE_VERBS,
    DILEMMA_DOUBLER_VERBS,
    KILLS_OUTSIDE_BATTLE_VERBS,
    BATTLE_EXCLUSION_VERBS,
    BATTLE_DOWNLOAD_VERBS,
    FALLEN_VERBS,
    TROPHY_VERBS,
    TROPHY_CASE_VERBS,
    STORED_VERBS,
    DRAW_DECK_PILE_VERBS,
    CREW_MINIMUM_VERBS,
    SHIP_REPLACEMENT_VERBS,
    DILEMMA_GATHERING_VERBS,
    SHIELDS_SUSPENSION_VERBS,
    BATTLE_PAIRING_VERBS,
    BATTLE_SACRIFICE_VERBS,
    COMBAT_PAIRING_VERBS,
    SCOUTING_VERBS,
    INFILTRATION_VERBS,
    IMPERSONATION_VERBS,
    COVERT_AGENT_VERBS,
    NAMED_SKILL_VERBS,
    INTELLIGENCE_VERBS,
    PILE_VERBS,
    POWER_VERBS,
    NAMED_ABOARD_VERBS,
    TURN_SKIP_VERBS,
    DOUBLE_TURN_VERBS,
    DECK_TRIM_VERBS,
    MINING_VERBS,
    HIDEOUT_VERBS,
    PRISONER_VERBS,
    CLOSED_DOORWAY_VERBS,
    DOOR_NET_VERBS,
    STANDING_DECLINE_VERBS,
    INITIAL_ATTEMPT_VERBS,
    DIMENSIONAL_SHIFT_VERBS,
    UNIVERSAL_MISSION_UNSTOP_VERBS,
    ASSIMILATION_VERBS,
    TURN_CHARGE_VERBS,
    EXPLORATION_VERBS,
    ATTEMPT_START_VERBS,
    ATTEMPT_TOLL_VERBS,
    SPEND_USE_VERBS,
    FACILITY_TARGET_DOWNLOAD_VERBS,
    ATTEMPT_START_DOWNLOAD_VERBS,
    HOST_DESTRUCTION_VERBS,
    HINDRANCE_VERBS,
    SHIP_DIRECTIVE_VERBS,
    TRACTOR_VERBS,
    CONTENDER_VERBS,
    STORED_COPIES_VERBS,
    IMMEDIATE_FREE_PLAY_VERBS,
    ATTEMPT_ENDED_VERBS,
    CHARTER_VERBS,
    DOCKING_VERBS,
    FLYBY_VERBS,
    BOMBARDMENT_VERBS,
    ORBITAL_PLATFORM_VERBS,
    OUTPOST_TRIAL_VERBS,
    REGENERATION_VERBS,
    SITE_VERBS,
    DOWNLOAD_ABOARD_VERBS,
    SHIPS_HERE_VERBS,
    COMBO_HALF_VERBS,
    ATTEMPT_WINDOW_VERBS,
    ASSIMILATION_WINDOW_VERBS,
    TRANSPORT_PHOBIA_VERBS,
    SCORED_WINDOW_VERBS,
    TURN_ENDING_VERBS,
    ATTEMPT_SKILL_VERBS,
    FACILITY_DOWNLOAD_VERBS,
    SITE_DOWNLOAD_VERBS,
    COMMANDEER_DOWNLOAD_VERBS,
    TIME_VERBS,
    SKILL_SUBSTITUTION_VERBS,
    STASIS_VERBS,
    SUCCESSION_VERBS,
    UNPREPARED_POINTS_VERBS,
    EQUIPMENT_COUNTDOWN_VERBS,
    COUNTDOWN_ADVANCE_VERBS,
    MISSION_SPECIALIST_VERBS,
    BORG_OBJECTIVE_EXTRA_VERBS,
    coreVerbs(),
  ];
  const out: Record<string, unknown> = {};
  for (const part of parts)
    for (const word of Object.keys(part)) {
      if (word in out) throw new Error(`effect verb '${word}' is defined by two verb tables`);
      out[word] = part[word as keyof VerbTable];
    }
  return out as VerbTable;
}

/** The player's whole hand, shuffled, beneath the draw deck, and as many cards drawn (Masaka Transformations). */
function cycleHand(v: VerbContext, player: PlayerId): void {
  const hand = cardsIn(v.ctx.state, Z.hand(player));
  if (hand.length > 0) {
    // The hand is shuffled, then placed beneath the draw deck; the PRNG state travels in the first move.
    const rng = v.ctx.rng();
    const order = rng.shuffle(hand);
    order.forEach((card, index) =>
      v.ctx.emit({
        type: 'CardMoved',
        card,
        from: Z.hand(player),
        to: Z.draw(player),
        faceUp: false,
        reason: `${bp(v.ctx.state, v.card).title}: hand beneath the draw deck`,
        rule: RULES.cardEffects,
        ...(index === 0 ? { secret: { rng: rng.state } } : {}),
      }),
    );
  }
  draw(v, player, hand.length);
  resolved(v, `${player} cycles ${hand.length} card(s) of the hand`);
}

function coreVerbs(): Partial<VerbTable> {
  return {
  draw: (v, effect) => {
    // Issue 15 (helper evq): a card that affects all players (Mirror Image) draws for both, the named player first (mirror-images.ts).
    const players = effect.who === 'target' ? playersReached(v.ctx.state, v.card, playerOf(v, effect.who)) : [playerOf(v, effect.who)];
    for (const player of players) {
      draw(v, player, effect.count);
      resolved(v, `${player} draws ${effect.count}`);
    }
  },
  'shuffle-draw-deck': (v, effect) => {
    const player = playerOf(v, effect.who);
    shuffleZone(v.ctx, Z.draw(player), RULES.cardEffects);
    resolved(v, `${player} shuffles the draw deck`);
  },
  'cycle-hand': (v, effect) => {
    // Issue 15 (helper evq): … and cycles both hands (mirror-images.ts).
    const players = effect.who === 'target' ? playersReached(v.ctx.state, v.card, playerOf(v, effect.who)) : [playerOf(v, effect.who)];
    for (const player of players) cycleHand(v, player);
  },
  'target-to-hand': (v) => {
    const instance = v.ctx.state.cards[v.target!]!;
    // Issue 15 (responses): a target placed out of play before the card resolved (Countermanda) is gone: nothing happens.
    if (instance.zone === Z.out(instance.owner)) return resolved(v, 'the target is out of play: nothing');
    v.ctx.emit({ type: 'CardMoved', card: v.target!, from: instance.zone, to: Z.hand(instance.owner), faceUp: false, reason: `${bp(v.ctx.state, v.card).title}`, rule: RULES.cardEffects });
    resolved(v, 'target to hand');
  },
  'nullify-target': (v) => {
    if ((v.ctx.state.windows ?? []).some((window) => window.card === v.target)) {
      // A card just played, still waiting in its response window: nullified before it resolves.
      nullifyPlay(v.ctx, v.target!, v.card);
      resolved(v, 'card just played nullified');
      return;
    }
    const instance = v.ctx.state.cards[v.target!]!;
    v.ctx.emit({
      type: 'CardMoved',
      card: v.target!,
      from: instance.zone,
      // Issue 15 (qtime): a Q-icon card goes to its owner's Q-Continuum "here only" (q-flash.ts › qIconHome).
      to: qIconHome(v.ctx.state, v.target!, Z.discard(instance.owner)),
      faceUp: true,
      reason: `nullified by ${bp(v.ctx.state, v.card).title}`,
      rule: RULES.cardEffects,
    });
    // Issue 15 (helper qcau): a card holding an occupant gives it back (behaviour/penalty-box.ts: Penalty Box).
    releaseOccupants(v.ctx, v.target!);
    resolved(v, 'target nullified');
  },
  'look-at': (v, effect) => {
    const zone = effect.what === 'opponent-hand' ? Z.hand(other(v.player)) : Z.draw(other(v.player));
    const cards = cardsIn(v.ctx.state, zone).map((iid) => ({ iid, title: bp(v.ctx.state, iid).title }));
    v.ctx.emit({ type: 'CardsShown', to: v.player, zone, cards, source: v.card, rule: RULES.lookingAtCards });
    resolved(v, `${v.player} looks at ${cards.length} card(s)`);
  },
  'discard-self': (v) => {
    const instance = v.ctx.state.cards[v.card]!;
    if (instance.zone === Z.discard(instance.owner)) return;
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: `${bp(v.ctx.state, v.card).title}: discarded after use`, rule: RULES.cardEffects });
    resolved(v, 'discarded');
  },
  'unstop-ship-and-crew': (v) => {
    const ship = v.target!;
    const aboard = cardsIn(v.ctx.state, Z.aboard(ship));
    // The ship's Away Teams too: the cards on a planet surface that came from it (behaviour/away-teams.ts).
    const stopped = [ship, ...aboard, ...awayTeamsOf(v.ctx.state, ship)].filter((iid) => v.ctx.state.cards[iid]!.stopped);
    if (stopped.length > 0) v.ctx.emit({ type: 'StoppedCardsRestored', cards: stopped, rule: RULES.cardEffects });
    if (zoneKind(v.ctx.state.cards[ship]!.zone) !== 'hand' && v.ctx.state.turn?.rangeUsed[ship] !== undefined)
      v.ctx.emit({ type: 'ShipRangeRestored', ship, source: v.card, rule: RULES.cardEffects });
    resolved(v, `unstopped ${stopped.length} card(s), RANGE restored`);
  },
  };
}

export function runEffects(v: VerbContext, effects: readonly Effect[]): void {
  // The third argument lets a conditional word carry out its nested effects (verbs-events2.ts).
  for (const effect of effects) (verbs()[effect.kind] as (v: VerbContext, effect: Effect, run: (nested: readonly Effect[]) => void) => void)(v, effect, (nested) => runEffects(v, nested));
}

/** The card just played is nullified: its effects will not happen; it goes to its owner's discard pile. */
export function nullifyPlay(ctx: Ctx, card: string, by: string, manual = false): void {
  ctx.emit({ type: 'PlayNullified', card, by, rule: RULES.whenResponsesHappen });
  const instance = ctx.state.cards[card]!;
  const attempt = ctx.state.attempt;
  if (attempt?.dilemma === card) {
    // A dilemma nullified as it is encountered: out of play, the attempt goes on (1E rulebook › ATTEMPT A MISSION › NULLIFIERS).
    ctx.emit({ type: 'DilemmaRemoved', card, from: instance.zone, to: Z.out(instance.owner), reason: 'nullified', rule: RULES.nullifiers });
    ctx.emit({ type: 'DilemmaEncounterEnded', card, failed: false, rule: RULES.encounteringDilemmas });
    return;
  }
  if (instance.zone !== Z.discard(instance.owner))
    ctx.emit({ type: 'CardMoved', card, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: 'nullified', ...(manual ? { manual: true } : {}), rule: RULES.whenResponsesHappen });
}
