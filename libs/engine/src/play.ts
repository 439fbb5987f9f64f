/**
 * The play phase: 1E rulebook › THE PLAY PHASE, PLAYING A CARD, REPORTING FOR DUTY, DUPLICATION AND
 * PERSONAS, EXECUTING ORDERS (BEAM, WALK, STAFF A SHIP, DOCK & UNDOCK, FLY A STARSHIP, LAND & TAKE
 * OFF, MOVING BETWEEN QUADRANTS), END OF TURN (COUNTDOWNS, PROBING, DRAW A CARD).
 */
import { escortDraws } from './behaviour/escort-draws';
import { skipTurn, turnSkipDue } from './behaviour/turn-skips';
import { doubleTurnDue, takeDoubleTurn } from './behaviour/double-turns';
import { hostBanned } from './behaviour/host-banned';
import { storeTurnDraws, turnDrawsToHand } from './behaviour/stored-cards';
import { decloakedForBeaming } from './behaviour/cloak-cycles';
import { nearbyBeamAllowed, recordNearbyBeam } from './behaviour/subspace-beaming';
import { crewMinimumProblem } from './behaviour/ship-crew-minimums';
import { pointAreaUniques } from './behaviour/fallen-to-point-area';
import { storedUniques } from './behaviour/attempt-tolls';
import { actsUncrewed } from './behaviour/ship-autonomy';
import { runWhenCardsPlayed } from './behaviour/when-cards-played';
import { transportersGiven } from './behaviour/transporter-grants';
import { grantedLanding } from './behaviour/landing-permits';
import { regularDrawForbidden } from './behaviour/no-card-draws';
import { normalDrawCount } from './behaviour/turn-draw-limits';
import { homeworldPlayProblem } from './behaviour/homeworld-guard';
import { changedSpan } from './behaviour/mission-span';
import type { Card } from '@captains-log/cards';
import {
  acceptsReporting,
  allowsDocking,
  canLand,
  compatible,
  countdownOf,
  hasNativeQuadrant,
  isPlanetMission,
  isUnique,
  matchingAffiliation,
  nativeQuadrant,
  personaNames,
  spanOf,
  staffingIcons,
  titledAmong,
} from './card-facts';
import { ongoingEndOfTurn, ongoingStartOfTurn, quarantinedBy, rangeLimit, shipCannotMove } from './attempt/ongoing';
import { selfControlledEndOfTurn, selfControlledStartOfTurn } from './behaviour/self-controlled';
import { controlEndOfTurn } from './behaviour/control-changes';
import { bp, Ctx, inPlayOf, problem, type Problem } from './context';
import { penalizePlay, stopIfEntersPlayStopped } from './behaviour/verbs-events-c';
import { seedOnlyProblem } from './behaviour/seed-on-target';
import { checkScriptedPlay, destinationOf, mixesOf, recordUse, runEndOfTurnTriggers, scriptedPlay, validTargets } from './behaviour/play';
import { runEndOfTurnHere } from './behaviour/hideouts';
import { checkNotReturnedCard, checkPlayOwed } from './behaviour/windows-draws';
import { behaviourOf } from './behaviour/registry';
import { grantedStaffingIcons, staffingHelp } from './behaviour/staffing-personnel';
import { affiliationStaffingShown, specialStaffingShown } from './behaviour/special-staffing';
import { reportQuadrantOf } from './behaviour/report-as-if-quadrant';
import { opponentSpanBonus } from './behaviour/span-personnel';
import { freePlayGrantor, freePlayUseTitle } from './behaviour/free-play-grants';
import { playableFromPile } from './behaviour/draw-deck-piles';
import { runWhenReported } from './behaviour/reports-personnel-b';
import { crewLetsWrap, drawReplaced } from './behaviour/personnel-b';
import { runWhenShip } from './behaviour/triggers-personnel-b';
import { controls } from './control';
import { shipAttribute } from './behaviour/ship-modifiers';
import { checkBeamLimit, checkNoBeaming, countBeams } from './behaviour/beaming-events';
import { afterFlight, checkFlightRestrictions, hasExtraCardPlay, mayReportMany, mayWrap } from './behaviour/spaceline-events';
import { interruptForbiddenBy, needsPlayedTurn, runTurnEndsTriggers } from './behaviour/timed';
import { openWindow, topWindow } from './behaviour/responses';
import { checkEndTurnDecline, checkModeChoice } from './behaviour/modes';
import { isCloaked, SHIP_RULES, zoneWithinCloak } from './behaviour/ship-equipment';
import { checkHologramsMayGo, HOLOGRAM_RULES, isDeactivated } from './behaviour/holograms';
import { checkLandingRule, landingFacts } from './behaviour/landing';
import { checkReportAboard, checkReportAt, reportAtPlaces } from './behaviour/report-aboard';
import { scriptedStaffing, staffedByAlternative } from './behaviour/staffing';
import { movingBonus } from './behaviour/verbs-ships';
import { checkFreePlayWindow, playsFree } from './behaviour/free-plays';
import { immediateFreePlayFor, useImmediateFreePlay } from './behaviour/immediate-free-plays';
import { checkOutOfTurnPlay, outOfTurnPlayFor } from './behaviour/out-of-turn-plays';
import { mayPlayAtAnyTime, playsAtAnyTime } from './behaviour/any-time-plays';
import { freeReportSpent, reportsFree, reportsFreeByCards } from './behaviour/free-reports';
import { crossingKey } from './behaviour/quadrant-crossing';
import { hostBeamsThroughDamaged, invasiveBeamAllowed } from './behaviour/invasive-beaming';
import { playLimitedBy, recordLimitedPlay } from './behaviour/limits-incidents-c';
import { playForbiddenBy } from './behaviour/play-conditions2';
import { shipUsableBy } from './behaviour/ship-users';
import { awayFromField } from './behaviour/away-teams';
import { checkPhasedBeam } from './behaviour/phased';
import { openBeamedWindow } from './behaviour/transport-phobia';
import { checkHeldFlight, checkTowAlong, towAlong } from './behaviour/tractor-beams';
import { MANUAL_WAY_ANY_TIME, manualWayProblem } from './behaviour/manual-ways';
import { RULES } from './rules';
import { checkEndTurnDiscard, checkEndTurnGuess, repairAboard } from './behaviour/end-turn-premiere';
import { checkShipDoesNothingElse } from './behaviour/targets-premiere';
import { repairDockedShips } from './battle/repair';
import type { CardInstance, CommandOf, GameState, PlayerId } from './types';
import type { CardBehaviour } from './behaviour/vocabulary';
import { cardsIn, isInPlayZone, locationOfZone, other, Z, zoneArg, zoneKind } from './zones';
import { alternateUniverseProblem, showsAlternateUniverse } from './behaviour/alternate-universe';
import { checkCarrying, checkLaunch } from './behaviour/carried-ships';
import { checkMissionReport, isMissionTarget, missionPermitNamesAlternateUniverse, missionReport } from './behaviour/missions-reports';
import { opponentSpan, planetQuarantined } from './behaviour/mission-sides';
import { perCards, tableIndex } from './table-index';
import { nullifyAtTurnStart } from './behaviour/start-of-turn-nullify';
import { runTurnStartTriggers } from './behaviour/turn-starts';
import { affiliationBanProblem } from './behaviour/affiliation-bans';
import { personaReportBanProblem } from './behaviour/succession-duels';
import { reportLimitProblem } from './behaviour/report-limits';
import { reportBanProblem } from './behaviour/equipment-limits';
import { mixesFreely } from './behaviour/captive-control';
import { hostMixesWith } from './behaviour/host-changes';
import { awaitsCustody } from './behaviour/commandeered-affiliation';
import { outpostReportBanProblem } from './behaviour/assimilation';
import { explorationDocked } from './behaviour/exploration';
import { checkSiteDocking, checkSiteReport, siteHost, siteReportZone, siteWalkDestinations, siteWalkProblem } from './behaviour/sites';
import { isSiteZone, norAsCard } from './behaviour/site-basics';
import { endStasisAtTurnEnd } from './behaviour/stasis';
import { delayedDeaths } from './behaviour/delayed-deaths';
import { equipmentCountdowns, tableCountdownHeld } from './behaviour/equipment-countdowns';
import { drawOrder } from './behaviour/bottom-draws';

// ---------------------------------------------------------------------------------------------
// Turn windows

/** Issue 15 (time locations): behaviour/time-locations.ts. */
const TIME_TRAVEL_RULE = '1E rulebook › TIME TRAVEL';

export function checkOwnTurn(state: GameState, player: PlayerId, rule: string): Problem | null {
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'this is done in the play phase', rule);
  if (state.pendingManual) return problem('AWAITING_RESPONSE', 'a manual effect is waiting for the opponent to accept or dispute it', RULES.manualEffects);
  if (state.turn.player !== player) return problem('NOT_YOUR_TURN', `it is ${state.turn.player}'s turn`, RULES.playPhase);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress (a single action): answer the dilemma first', RULES.attemptIsOneAction);
  return null;
}

export function checkCardPlayWindow(state: GameState, player: PlayerId, rule: string): Problem | null {
  const found = checkOwnTurn(state, player, rule);
  if (found) return found;
  if (state.turn!.stage !== 'card-play')
    return problem('CARD_PLAY_FORFEITED', 'card plays happen before executing orders; once orders begin the card play is forfeited', RULES.normalCardPlay);
  // Horga'hn: a second normal card play while it lies on your table (issue 15).
  if (state.turn!.normalCardPlayUsed && (state.turn!.extraPlayUsed || !hasExtraCardPlay(state, player))) return problem('NORMAL_CARD_PLAY_USED', 'you have already used your normal card play this turn', RULES.normalCardPlay);
  return null;
}

export function checkInHand(state: GameState, player: PlayerId, iid: string): Problem | null {
  const instance = state.cards[iid];
  // Issue 15 (helper tables): a stored card its pile lets be played as though in hand (behaviour/draw-deck-piles.ts: Learning Curve).
  if (!instance || (instance.zone !== Z.hand(player) && !playableFromPile(state, player, iid))) return problem('CARD_NOT_IN_HAND', 'that card is not in your hand', RULES.normalCardPlay);
  return null;
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › REPORTING FOR DUTY; DUPLICATION AND PERSONAS

/** `inPlay`: the player's cards in play, when the caller checks many cards against the same state. */
export function checkUniqueness(state: GameState, player: PlayerId, card: Card, inPlay: readonly CardInstance[] = inPlayOf(state, player)): Problem | null {
  if (card.universal) return null;
  // Issue 15 (helper tail5): a persona barred from reporting for duty again (behaviour/succession-duels.ts: Klingon Painstik).
  const barred = personaReportBanProblem(state, player, card);
  if (barred) return barred;
  const names = personaNames(card);
  const clash = (other: Card): Problem | null => {
    if (isUnique(card) && other.title === card.title)
      return problem('NOT_UNIQUE', `${card.title} is unique and you already have a copy in play`, RULES.uniqueness);
    if ((card.type === 'Personnel' || card.type === 'Ship' || card.enigma) && other.type === card.type && !other.universal) {
      // Issue 15 (personnel, second half): two versions of a persona whose cards say they may coexist.
      if (personaNames(other).some((name) => names.includes(name)) && other.title !== card.title && !mayCoexist(card, other))
        return problem('PERSONA_IN_PLAY', `you already have a version of the ${card.title} persona in play (${other.title})`, RULES.personas);
      if (other.title === card.title && card.enigma) return problem('PERSONA_IN_PLAY', `you already have ${card.title} in play`, RULES.personas);
    }
    return null;
  };
  for (const instance of inPlay) {
    const found = clash(bp(state, instance.iid));
    if (found) return found;
  }
  // Issue 15 (battle2): your personnel in your own point area count as in play for uniqueness (behaviour/fallen-to-point-area.ts: No Way Out).
  if (card.type === 'Personnel') for (const other of pointAreaUniques(state, player)) {
    const found = clash(other);
    if (found) return found;
  }
  // Issue 15 (helper inca): personnel stored beneath a card "in play for uniqueness only" (behaviour/attempt-tolls.ts: Kobayashi Maru Scenario).
  if (card.type === 'Personnel') for (const other of storedUniques(state, player)) {
    const found = clash(other);
    if (found) return found;
  }
  return null;
}

/**
 * A card other than a personnel, ship, facility, event or interrupt (those have their own checks) whose
 * text marks it "(Unique.)" is not played while its owner has a copy in play: incidents, objectives,
 * artifacts played as events (1E rulebook › PLAYING A CARD › ENTERING PLAY: unique cards).
 */
function markedUniqueProblem(state: GameState, player: PlayerId, card: Card): Problem | null {
  if (MARKED_UNIQUE_CHECKED_ELSEWHERE.has(card.type) || !isUnique(card)) return null;
  return checkUniqueness(state, player, card);
}
const MARKED_UNIQUE_CHECKED_ELSEWHERE = new Set(['Personnel', 'Ship', 'Facility']);

/** Either card's script lets the two versions of one persona be in play together ("may coexist with"). */
function mayCoexist(card: Card, other: Card): boolean {
  return !!titledAmong(behaviourOf(card.id)?.coexistsWith, other) || !!titledAmong(behaviourOf(other.id)?.coexistsWith, card);
}

/** This play spends the second normal card play (Horga'hn): the normal one is used, and not by reports that Red Alert! lets go on. */
export function usesExtraPlay(state: GameState, player: PlayerId, report: boolean): boolean {
  const turn = state.turn;
  if (!turn?.normalCardPlayUsed) return false;
  return !(report && turn.reportsOnly === true && mayReportMany(state, player));
}

/** An artifact whose script says "use as Equipment" reports for duty like equipment (1E rulebook › THE CARDS › ARTIFACTS). */
function usedAsEquipment(card: Card): boolean {
  return card.type === 'Artifact' && behaviourOf(card.id)?.play?.window.kind === 'report';
}

export function checkReport(state: GameState, command: CommandOf<'ReportForDuty'>): Problem | null {
  // The [AU] icon rule, after the reporting rules (behaviour/alternate-universe.ts): a door in play, or a time location it is native to.
  return checkReportRules(state, command) ?? reportAlternateUniverseProblem(state, command);
}

function checkReportRules(state: GameState, command: CommandOf<'ReportForDuty'>): Problem | null {
  // Issue 15 (missions): reporting to a mission whose text lets these cards report there (behaviour/missions-reports.ts);
  // a ship whose own text says where it reports goes the usual way (checkReportingPlace › checkReportAt).
  if (toMissionByItsText(state, command)) return checkMissionReport(state, command);
  // Red Alert!: the normal card play spent on reports may go on reporting (issue 15).
  const more = state.turn?.player === command.actor && state.turn.stage === 'card-play' && state.turn.reportsOnly === true && mayReportMany(state, command.actor);
  // Issue 15: equipment that reports for free does not use the normal card play (behaviour/free-reports.ts).
  const free = !more && state.turn?.player === command.actor && reportsFree(state, command.actor, command.card, command.facility);
  // Issue 15 (helper plays): a report a card let its player make on the opponent's turn (behaviour/out-of-turn-plays.ts).
  const outOfTurn = outOfTurnPlayFor(state, command.actor, command.card, command.facility);
  return (
    (outOfTurn ? checkOutOfTurnPlay(state) : more ? null : free ? (checkOwnTurn(state, command.actor, RULES.reportingForDuty) ?? checkFreePlayWindow(state)) : checkCardPlayWindow(state, command.actor, RULES.reportingForDuty)) ??
    // Issue 15 (lead): a card revealed from the draw deck that a card's effect lets report at once (behaviour/immediate-free-plays.ts).
    (state.immediateFreePlay?.cards && immediateFreePlayFor(state, command.actor, command.card, command.facility) ? null : checkInHand(state, command.actor, command.card)) ??
    // Issue 15 (events-f): behaviour/affiliation-bans.ts.
    affiliationBanProblem(state, command.actor, command.card) ??
    // Issue 15 (helper domir): behaviour/report-limits.ts.
    reportLimitProblem(state, command.actor, command.card) ??
    // Issue 15 (borg): an assimilated homeworld's affiliation reports to no outpost (behaviour/assimilation.ts).
    outpostReportBanProblem(state, command.card, command.facility) ??
    // Issue 15 (premiere-windows): a card Energy Vortex returned is not played again this turn.
    checkNotReturnedCard(state, command.actor, command.card) ??
    checkReportingPlace(state, command.actor, command.card, command.facility, true) ??
    checkUniqueness(state, command.actor, bp(state, command.card))
  );
}

/**
 * 1E rulebook › ENTERING PLAY (an [AU] card plays only where a card allows it); › REPORTING FOR DUTY › REPORTING TO A
 * TIME LOCATION (no [AU]-enabling card to report natives there). A mission's report permit naming the [AU] icon (Seal
 * Rift) allows it there itself.
 */
export function reportAlternateUniverseProblem(state: GameState, command: CommandOf<'ReportForDuty'>): Problem | null {
  const target = state.cards[command.facility];
  if (!state.cards[command.card] || !target || !showsAlternateUniverse(bp(state, command.card))) return null;
  return alternateUniverseProblem(state, command.actor, command.card, 'play', { to: target.zone, exempt: reportExemptsAlternateUniverse(state, command) });
}

/** The report goes by a mission's (or time location's) permit whose own filter names the [AU] icon. */
export function reportExemptsAlternateUniverse(state: GameState, command: CommandOf<'ReportForDuty'>): boolean {
  return toMissionByItsText(state, command) && missionPermitNamesAlternateUniverse(state, command.actor, command.card, command.facility);
}

/** A report naming a mission goes by the mission's text, unless the card's own text says where it reports (report-aboard.ts). */
function toMissionByItsText(state: GameState, command: CommandOf<'ReportForDuty'>): boolean {
  return isMissionTarget(state, command.facility) && !(state.cards[command.card] && reportAtPlaces(bp(state, command.card)).length > 0);
}

/** The card may report to that facility (card type, facility, compatibility, native quadrant); uniqueness apart. */
/** `crossing`: a report for duty (not a download), which a card may let report outside its native quadrant (behaviour/quadrant-crossing.ts). */
export function checkReportingPlace(state: GameState, player: PlayerId, iid: string, facilityId: string, crossing = false): Problem | null {
  // Issue 15 (partials-iob): the reporting card's own bans ("may not report aboard a [MQ] facility"; behaviour/equipment-limits.ts).
  const banned = state.cards[iid] ? reportBanProblem(state, iid, facilityId, true) : null;
  if (banned) return banned;
  // Issue 15 (sites): a site on a Nor lets report there what its text allows (behaviour/sites.ts).
  if (state.cards[facilityId] && bp(state, facilityId).type === 'Site') return checkSiteReport(state, player, iid, facilityId);
  // Issue 15: a ship whose text lets cards report aboard it (behaviour/report-aboard.ts).
  if (state.cards[facilityId] && bp(state, facilityId).type === 'Ship') return checkReportAboard(state, player, iid, facilityId);
  // Issue 15: a ship whose text says where it may report, named by a mission there (behaviour/report-aboard.ts).
  if (state.cards[facilityId] && bp(state, facilityId).type === 'Mission') return checkReportAt(state, iid, facilityId);
  const card = bp(state, iid);
  if (card.type !== 'Personnel' && card.type !== 'Ship' && card.type !== 'Equipment' && !usedAsEquipment(card))
    return problem('NOT_REPORTABLE', 'only personnel, ships and equipment report for duty', RULES.reportingForDuty);
  const facility = state.cards[facilityId];
  if (!facility || bp(state, facility.iid).type !== 'Facility' || zoneKind(facility.zone) !== 'space' && zoneKind(facility.zone) !== 'surface')
    return problem('NO_SUCH_FACILITY', 'that is not a facility in play', RULES.reportingForDuty);
  const facilityCard = bp(state, facility.iid);
  if (!controls(state, player, facility.iid)) return problem('NOT_USABLE', `${facilityCard.title} is not usable by you`, RULES.usable);
  if (!acceptsReporting(facilityCard))
    return problem('FACILITY_DOES_NOT_ACCEPT_REPORTING', `${facilityCard.title} is not an outpost or headquarters`, RULES.reportingForDuty);
  if (!compatible(card, facilityCard, mixesOf(state, player, locationOfZone(state, facility.zone)))) return problem('NOT_COMPATIBLE', `${card.title} is not compatible with ${facilityCard.title}`, RULES.compatible);
  // Issue 15: a facility that does not let aligned cards report (Repurposed Outpost: permit `no-aligned-reporting`).
  if (card.affiliations.some((affiliation) => affiliation !== 'Non-Aligned' && affiliation !== 'Neutral') && behaviourOf(facilityCard.id)?.permits?.some((permit) => permit.kind === 'no-aligned-reporting'))
    return problem('NOT_REPORTABLE', `${facilityCard.title} does not let aligned cards report`, RULES.reportingForDuty);
  const location = state.locations[locationOfZone(state, facility.zone)!]!;
  // Issue 15 (helper voyds9): a card lying on the player's facility may make it report as if native elsewhere (behaviour/report-as-if-quadrant.ts).
  const native = reportQuadrantOf(state, player, card) ?? nativeQuadrant(card);
  if (hasNativeQuadrant(card) && native !== location.quadrant && !(crossing && crossingKey(state, player, card, location.quadrant)))
    return problem('NOT_NATIVE_QUADRANT', `${card.title} reports only in its native quadrant (${native})`, RULES.nativeQuadrant);
  return null;
}

export function report(ctx: Ctx, command: CommandOf<'ReportForDuty'>): void {
  if (toMissionByItsText(ctx.state, command)) return missionReport(ctx, command);
  const card = bp(ctx.state, command.card);
  const facility = ctx.state.cards[command.facility]!;
  const location = locationOfZone(ctx.state, facility.zone)!;
  const to = bp(ctx.state, facility.iid).type === 'Site' ? siteReportZone(ctx.state, command.card, facility.iid) :
    card.type === 'Ship'
      ? // Issue 15 (helper tail7): a ship reporting aboard a ship is carried by it (behaviour/report-aboard.ts › checkReportAboard).
        allowsDocking(bp(ctx.state, facility.iid)) || bp(ctx.state, facility.iid).type === 'Ship'
        ? Z.docked(facility.iid)
        : Z.space(location)
      : Z.aboard(facility.iid);
  const more = ctx.state.turn?.reportsOnly === true && mayReportMany(ctx.state, command.actor);
  const before = ctx.state;
  const free = !more && reportsFree(before, command.actor, command.card, command.facility);
  // Issue 15 (lead): free only by the free play a card just opened: that play is used up (behaviour/immediate-free-plays.ts).
  if (free && !reportsFreeByCards(before, command.actor, command.card, command.facility)) useImmediateFreePlay(ctx, command.actor, command.card);
  ctx.emit({
    type: 'CardReported',
    player: command.actor,
    card: command.card,
    facility: command.facility,
    to,
    normalCardPlay: !free,
    ...(!free && usesExtraPlay(ctx.state, command.actor, true) ? { extraPlay: true as const } : {}),
    rule: free ? `${RULES.reportingForDuty}; ${RULES.playingForFree}` : card.type === 'Ship' && to.startsWith('docked:') ? `${RULES.reportingForDuty}; ${RULES.dockOnReport}` : RULES.reportingForDuty,
  });
  stopIfEntersPlayStopped(ctx, command.card);
  // "Reports for free (once each turn)", or a table card's once-each-turn free report: spent for the turn.
  const spent = free ? freeReportSpent(before, command.actor, command.card, command.facility) : null;
  if (spent) ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: spent, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  // Issue 15 (events of later sets): a report outside the native quadrant that a table card allowed spends its turn (behaviour/quadrant-crossing.ts).
  const crossed = card.type !== 'Equipment' ? crossingKey(before, command.actor, card, before.locations[location]!.quadrant) : null;
  if (crossed) ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: crossed, turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  // Issue 15 (personnel, second half): "when reported" special skills.
  runWhenReported(ctx, command.actor, command.card, true);
  // Issue 15 (events-d): cards of its player that react to a card played (behaviour/when-cards-played.ts).
  runWhenCardsPlayed(ctx, command.actor, command.card);
}

// ---------------------------------------------------------------------------------------------
// Other card plays. Text is not automated: the effects are carried out as manual effects.

const NORMAL_PLAY_TYPES = new Set(['Event', 'Incident', 'Objective']);
const ANY_TIME_TYPES = new Set(['Interrupt', 'Doorway']);

export function checkPlayCard(state: GameState, command: CommandOf<'PlayCard'>): Problem | null {
  // The [AU] icon rule, after the play's own rules (behaviour/alternate-universe.ts; 1E rulebook › ENTERING PLAY).
  const instance = state.cards[command.card];
  return checkPlayCardRules(state, command) ?? (instance && !(instance.faceUp && isInPlayZone(instance.zone)) ? alternateUniverseProblem(state, command.actor, command.card, 'play') : null);
}

function checkPlayCardRules(state: GameState, command: CommandOf<'PlayCard'>): Problem | null {
  const window = topWindow(state);
  const forbidden = state.cards[command.card] ? interruptForbiddenBy(state, bp(state, command.card)) : undefined;
  if (forbidden) return problem('INTERRUPTS_FORBIDDEN', `no Interrupt may be played while ${forbidden} is in play`, RULES.cardEffects);
  // Issue 15, third pass: a card in play that prevents this title (Yellow Alert, Thermal Deflectors).
  const prevented = state.cards[command.card] ? playForbiddenBy(state, bp(state, command.card).title, command.actor) : undefined;
  if (prevented) return problem('PLAY_FORBIDDEN', `${prevented} prevents playing ${bp(state, command.card).title}`, RULES.cardEffects);
  // Issue 15 (events-f): a card on your table that forbids your cards of some affiliations (behaviour/affiliation-bans.ts).
  const banned = affiliationBanProblem(state, command.actor, command.card);
  if (banned) return banned;
  // Issue 15 (incidents-f): a card played in a battle at a guarded homeworld (behaviour/homeworld-guard.ts).
  const guarded = state.cards[command.card] ? homeworldPlayProblem(state, command.actor, bp(state, command.card).title) : null;
  if (guarded) return guarded;
  // Issue 15 (events-c, equipment-e): an event, interrupt, incident, objective or artifact marked "(Unique.)" (1E rulebook › PLAYING A CARD › ENTERING PLAY).
  const marked = state.cards[command.card] ? markedUniqueProblem(state, command.actor, bp(state, command.card)) : null;
  if (marked) return marked;
  // Issue 15, incidents pass C: one card of a limited group each turn while the limiting card is in play (Kukalaka).
  const limitedBy = state.cards[command.card] ? playLimitedBy(state, command.actor, bp(state, command.card).title) : undefined;
  if (limitedBy) return problem('PLAY_LIMITED', `${limitedBy} limits you to one ${bp(state, command.card).title} (or its group) each turn`, RULES.oncePerTurn);
  // Issue 15 (lead, twentieth session): the way its script leaves to manual effects, played as an unscripted card plays (behaviour/manual-ways.ts).
  if (command.manualWay) return checkManualWayPlay(state, command);
  // Issue 15 (modes): the way of playing it the player named, and declining its "may" parts (behaviour/modes.ts).
  const modeChoice = state.cards[command.card] ? checkModeChoice(state, command, window, scriptedPlay(bp(state, command.card), window, command.mode)) : null;
  if (modeChoice) return modeChoice;
  if (window) return checkResponsePlay(state, command, window.player);
  // Issue 15 (helper plays): a play a card let its player make on the opponent's turn (behaviour/out-of-turn-plays.ts).
  const outOfTurn = outOfTurnPlayFor(state, command.actor, command.card);
  const found = (outOfTurn ? checkOutOfTurnPlay(state) : checkOwnTurn(state, command.actor, RULES.normalCardPlay)) ?? checkInHand(state, command.actor, command.card) ?? checkNotReturnedCard(state, command.actor, command.card);
  if (found) return found;
  const card = bp(state, command.card);
  // Issue 15 (seeding): a card scripted to seed on a card or mission that never plays (behaviour/seed-on-target.ts).
  const seedOnly = seedOnlyProblem(card);
  if (seedOnly) return seedOnly;
  // Issue 15: a scripted card's own rules (target, once per turn); an unscripted card takes no target.
  const scripted = scriptedPlay(card, undefined, command.mode);
  const own = scripted ? checkScriptedPlay(state, command, scripted) : command.target !== undefined ? problem('NO_TARGET', `${card.title} is not scripted: play it and declare its effect`, RULES.manualEffects) : null;
  if (own) return own;
  if (scripted?.play?.window.kind === 'response') return problem('NOT_A_RESPONSE_NOW', `${card.title} is played only as a response to a card just played`, RULES.whenResponsesHappen);
  // "Build" is "play" for facilities: the normal card play (1E rulebook › MISCELLANEOUS RULES › EQUIVALENTS).
  if (scripted?.play?.window.kind === 'build') return checkCardPlayWindow(state, command.actor, RULES.build);
  // An artifact plays as its script says: as an Interrupt (any time) or as an Event (the normal card play).
  if (ANY_TIME_TYPES.has(card.type) || scripted?.play?.window.kind === 'interrupt') return null;
  // Issue 15 (lead): a table card lets it play at any time, for free, onto a location where its player has a certain personnel (behaviour/any-time-plays.ts).
  if (playsAtAnyTime(state, command.actor, card, command.target)) return null;
  if (!NORMAL_PLAY_TYPES.has(card.type) && scripted?.play?.window.kind !== 'normal-play') {
    if (card.type === 'Personnel' || card.type === 'Ship' || card.type === 'Equipment')
      return problem('MUST_REPORT', `${card.title} enters play by reporting for duty`, RULES.reportingForDuty);
    return problem('NOT_AUTOMATED', `playing a ${card.type} from hand is not automated yet (use a manual effect)`, RULES.enteringPlay);
  }
  // Issue 15: a card that plays for free does not use the normal card play (behaviour/free-plays.ts); so does one a card's
  // effect just let its player play "immediately … for free" (behaviour/immediate-free-plays.ts).
  if (outOfTurn) return null;
  if (playsFree(state, command.actor, scripted, command.target) || immediateFreePlayFor(state, command.actor, command.card)) return checkFreePlayWindow(state);
  // Issue 15 (personnel-a): a personnel in play lets it play for free (behaviour/free-play-grants.ts).
  if (freePlayGrantor(state, command.actor, card)) return checkFreePlayWindow(state);
  return checkCardPlayWindow(state, command.actor, RULES.normalCardPlay);
}

/**
 * Issue 17: whether a play of `card` by `player` on their own turn, with no response window open and the card play over
 * (orders begun), may pass checkPlayCard — `scripted` being the way of playing it (scriptedPlay(card, undefined, mode)).
 * Only a card that plays at any time may: every other path of checkPlayCard ends in the card-play window
 * (checkCardPlayWindow, checkFreePlayWindow: CARD_PLAY_FORFEITED) or is refused before. False means checkPlayCard
 * refuses it whatever its target; legalCommands skips such candidates before working out their targets.
 */
export function mayPlayAfterCardPlay(state: GameState, player: PlayerId, card: Card, scripted: CardBehaviour | undefined): boolean {
  if (scripted?.play?.window.kind === 'build') return false;
  return ANY_TIME_TYPES.has(card.type) || scripted?.play?.window.kind === 'interrupt' || mayPlayAtAnyTime(state, player, card);
}

/** Issue 15 (lead, twentieth session): a manual-way play — its player's turn, the card in hand, then as its type plays unscripted (behaviour/manual-ways.ts). */
function checkManualWayPlay(state: GameState, command: CommandOf<'PlayCard'>): Problem | null {
  const card = state.cards[command.card] ? bp(state, command.card) : undefined;
  if (!card) return problem('CARD_NOT_IN_HAND', 'that card is not in your hand', RULES.normalCardPlay);
  const found = manualWayProblem(state, command, card) ?? checkOwnTurn(state, command.actor, RULES.normalCardPlay) ?? checkInHand(state, command.actor, command.card) ?? checkNotReturnedCard(state, command.actor, command.card);
  if (found) return found;
  return MANUAL_WAY_ANY_TIME.has(card.type) ? null : checkCardPlayWindow(state, command.actor, RULES.normalCardPlay);
}

/** In a response window only its player may play, and only a scripted valid response (1E rulebook › THE PLAY PHASE › Clarifications: Valid responses). */
function checkResponsePlay(state: GameState, command: CommandOf<'PlayCard'>, player: PlayerId): Problem | null {
  if (command.actor !== player) return problem('NOT_YOUR_DECISION', `${player} may respond now`, RULES.alternatingActions);
  const found = checkInHand(state, command.actor, command.card);
  if (found) return found;
  const window = topWindow(state)!;
  const scripted = scriptedPlay(bp(state, command.card), window, command.mode);
  if (scripted?.play?.window.kind !== 'response' || scripted.play.window.to !== window.action)
    return problem('NOT_A_VALID_RESPONSE', 'only a valid response may be played now (or declare a manual effect, or pass)', RULES.whenResponsesHappen);
  return checkScriptedPlay(state, command, scripted);
}

export function playCard(ctx: Ctx, command: CommandOf<'PlayCard'>): void {
  const card = bp(ctx.state, command.card);
  if (command.manualWay) return playManualWay(ctx, command, card);
  const scripted = scriptedPlay(card, topWindow(ctx.state), command.mode);
  const interrupt = card.type === 'Interrupt';
  let free = playsFree(ctx.state, command.actor, scripted, command.target) || playsAtAnyTime(ctx.state, command.actor, card, command.target);
  // Issue 15 (lead): the free play a card's effect just opened (behaviour/immediate-free-plays.ts).
  if (!free && !topWindow(ctx.state) && immediateFreePlayFor(ctx.state, command.actor, command.card)) {
    free = true;
    useImmediateFreePlay(ctx, command.actor, command.card);
  }
  // Issue 15 (personnel-a): a personnel lets it play for free; the grant's use is recorded (free-play-grants.ts).
  const grantor = !free && !ANY_TIME_TYPES.has(card.type) && !topWindow(ctx.state) ? freePlayGrantor(ctx.state, command.actor, card) : undefined;
  if (grantor) {
    free = true;
    ctx.emit({ type: 'CardAbilityUsed', player: command.actor, title: freePlayUseTitle(grantor), turn: ctx.state.turn!.number, rule: RULES.oncePerTurn });
  }
  const anyTime = ANY_TIME_TYPES.has(card.type) || scripted?.play?.window.kind === 'interrupt' || scripted?.play?.window.kind === 'response' || free;
  const countdown = countdownOf(card);
  ctx.emit({
    type: 'CardPlayed',
    player: command.actor,
    card: command.card,
    to: destinationOf(scripted, card, command.actor, command.target, ctx.state),
    normalCardPlay: !anyTime,
    ...(!anyTime && usesExtraPlay(ctx.state, command.actor, false) ? { extraPlay: true as const } : {}),
    ...(countdown !== undefined && !interrupt ? { countdown } : {}),
    ...(needsPlayedTurn(scripted) ? { turn: ctx.state.turn!.number } : {}),
    rule: free ? RULES.playingForFree : anyTime ? RULES.interrupts : RULES.normalCardPlay,
  });
  if (scripted) recordUse(ctx, command, scripted);
  // Issue 15, events-c: The Line Must Be Drawn Here (behaviour/verbs-events-c.ts).
  penalizePlay(ctx, command.actor, command.card);
  recordLimitedPlay(ctx, command.actor, card.title);
  // Issue 15 (events-d): cards of its player that react to a card played (behaviour/when-cards-played.ts).
  runWhenCardsPlayed(ctx, command.actor, command.card, false, command.target);
  // Issue 15: the other player may respond before the card resolves (responses.ts).
  openWindow(ctx, command.card, command.actor, command.target, command.mode, command.decline);
}

/**
 * Issue 15 (lead, twentieth session): a card played its manual way (behaviour/manual-ways.ts) — where an unscripted
 * card goes, the normal card play used unless it plays at any time, nothing of its script run; the opponent may respond.
 */
function playManualWay(ctx: Ctx, command: CommandOf<'PlayCard'>, card: Card): void {
  const anyTime = MANUAL_WAY_ANY_TIME.has(card.type);
  const countdown = countdownOf(card);
  ctx.emit({
    type: 'CardPlayed',
    player: command.actor,
    card: command.card,
    to: destinationOf(undefined, card, command.actor),
    normalCardPlay: !anyTime,
    ...(!anyTime && usesExtraPlay(ctx.state, command.actor, false) ? { extraPlay: true as const } : {}),
    ...(countdown !== undefined && card.type !== 'Interrupt' ? { countdown } : {}),
    manualWay: true,
    rule: anyTime ? RULES.interrupts : RULES.normalCardPlay,
  });
  penalizePlay(ctx, command.actor, command.card);
  recordLimitedPlay(ctx, command.actor, card.title);
  runWhenCardsPlayed(ctx, command.actor, command.card, false);
  openWindow(ctx, command.card, command.actor, undefined, undefined, undefined, true);
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › EXECUTING ORDERS

export function checkBeginOrders(state: GameState, command: CommandOf<'BeginOrders'>): Problem | null {
  const found = checkOwnTurn(state, command.actor, RULES.executingOrders);
  if (found) return found;
  if (state.turn!.stage === 'orders') return problem('ALREADY_GIVING_ORDERS', 'you are already executing orders', RULES.executingOrders);
  return null;
}

export function beginOrders(ctx: Ctx, player: PlayerId): void {
  if (ctx.state.turn?.stage !== 'card-play') return;
  ctx.emit({ type: 'OrdersBegan', player, cardPlayForfeited: !ctx.state.turn.normalCardPlayUsed, rule: RULES.normalCardPlay });
}

function isShipOrFacility(card: Card): boolean {
  return card.type === 'Ship' || card.type === 'Facility';
}

/** 1E rulebook › EXECUTING ORDERS › STAFF A SHIP. */
export function isStaffed(state: GameState, shipId: string): boolean {
  // Issue 17: read for every ship on every legalCommands call. By staffing icons it depends only on the cards (crew, their
  // state, treaties on the table), so it is memoised per card record; staffing alternatives read the crew's skills, which
  // turn-long effects and dilemmas in play may change too, so those ships are worked out each time.
  const ship = bp(state, shipId);
  if ((ship.ship?.staffing.alternatives.length ?? 0) > 0 || scriptedStaffing(ship).length > 0) return staffedNow(state, shipId);
  // One map per card record (issue 17, seventeenth session: no key built per call).
  const staffed = perCards(state, 'staffed', () => new Map<string, boolean>());
  let known = staffed.get(shipId);
  if (known === undefined) staffed.set(shipId, (known = staffedNow(state, shipId)));
  return known;
}

function staffedNow(state: GameState, shipId: string): boolean {
  const ship = bp(state, shipId);
  const owner = state.cards[shipId]!.owner;
  const crew = cardsIn(state, Z.aboard(shipId))
    .map((iid) => state.cards[iid]!)
    .filter((instance) => instance.owner === owner && !instance.stopped && !instance.disabled && !isDeactivated(state, instance.iid) && bp(state, instance.iid).type === 'Personnel')
    .map((instance) => bp(state, instance.iid));
  // Issue 15 (helper ds9mirror): a table card may let other affiliations use the ship (behaviour/ship-users.ts).
  if (!crew.some((personnel) => matchingAffiliation(personnel, ship) || shipUsableBy(state, owner, ship, personnel))) return false;
  const mixes = mixesOf(state, owner, locationOfZone(state, state.cards[shipId]!.zone));
  const fit = crew.filter((personnel) => compatible(personnel, ship, mixes));
  const required = [...(ship.ship?.staffing.icons ?? [])].sort((a) => (a === 'Cmd' ? -1 : 1));
  // Issue 15: "… OR 2 cadets": staffed by the icons or by one of the alternatives (behaviour/staffing.ts); no icons: an alternative is needed.
  const alternatives = [...(ship.ship?.staffing.alternatives ?? []), ...scriptedStaffing(ship)];
  if (alternatives.length > 0) {
    if (staffedByAlternative(state, shipId, alternatives, (iid) => compatible(bp(state, iid), ship, mixes))) return true;
    if (required.length === 0) return false;
  }
  // Issue 15 (personnel-a): crew whose special skill helps staffing (behaviour/staffing-personnel.ts).
  const help = staffingHelp(fit, ship);
  const eligible = fit.flatMap((personnel) => {
    const each = help?.each.get(personnel.id);
    return each ? each.map((icon) => [icon]) : [[...staffingIcons(personnel), ...grantedStaffingIcons(state, owner, personnel), ...specialStaffingShown(personnel, required), ...affiliationStaffingShown(personnel, required)]];
  });
  if (help) {
    eligible.push(...help.extra);
    if (help.removeOne) return required.some((_, skip) => assignAll(eligible, required.filter((__, i) => i !== skip)));
  }
  return assignAll(eligible, required);
}

function assignAll(eligible: readonly string[][], required: readonly string[]): boolean {
  const used = new Array<boolean>(eligible.length).fill(false);
  const satisfies = (icons: string[], need: string) => icons.includes(need) || (need === 'Stf' && icons.includes('Cmd'));
  const assign = (index: number): boolean => {
    if (index === required.length) return true;
    for (let i = 0; i < eligible.length; i += 1) {
      if (used[i] || !satisfies(eligible[i]!, required[index]!)) continue;
      used[i] = true;
      if (assign(index + 1)) return true;
      used[i] = false;
    }
    return false;
  };
  return assign(0);
}

function commonZone(state: GameState, cards: readonly string[]): string | null {
  const zones = new Set(cards.map((iid) => state.cards[iid]?.zone));
  return zones.size === 1 ? [...zones][0]! ?? null : null;
}

export function checkMovers(state: GameState, player: PlayerId, cards: readonly string[], rule: string): Problem | null {
  if (cards.length === 0) return problem('NOTHING_TO_MOVE', 'name at least one card to move', rule);
  if (new Set(cards).size !== cards.length) return problem('DUPLICATE_CARDS', 'a card is named twice', rule);
  for (const iid of cards) {
    const instance = state.cards[iid];
    if (!instance || instance.owner !== player) return problem('NOT_YOURS', 'you may only move your own cards', rule);
    const type = bp(state, iid).type;
    if (type !== 'Personnel' && type !== 'Equipment' && !usedAsEquipment(bp(state, iid))) return problem('NOT_MOVABLE', 'only personnel (carrying equipment) move this way', rule);
    if (instance.stopped) return problem('STOPPED', `${bp(state, iid).title} is stopped and cannot move`, RULES.stopped);
    if (instance.disabled) return problem('DISABLED', `${bp(state, iid).title} is disabled and cannot move on its own`, RULES.disabled);
    if (isDeactivated(state, iid)) return problem('DEACTIVATED', `${bp(state, iid).title} is a deactivated hologram (no holodeck here)`, HOLOGRAM_RULES.activation);
    // Issue 15 (missions): a planet quarantined by its mission until solved (behaviour/mission-sides.ts).
    if (zoneKind(instance.zone) === 'surface' && planetQuarantined(state, instance.zone))
      return problem('QUARANTINED', `${bp(state, iid).title} is on a quarantined planet: none may leave until the mission is solved`, RULES.quarantined);
    const quarantine = quarantinedBy(state, iid);
    if (quarantine) return problem('QUARANTINED', `${bp(state, iid).title} is quarantined by ${quarantine}`, RULES.quarantined);
  }
  if (!cards.some((iid) => bp(state, iid).type === 'Personnel'))
    return problem('EQUIPMENT_NEEDS_PERSONNEL', 'equipment moves only when carried by moving personnel', RULES.equipmentCarried);
  const from = commonZone(state, cards);
  if (!from) return problem('NOT_TOGETHER', 'cards moved together must start in the same place', rule);
  const kind = zoneKind(from);
  if (kind !== 'aboard' && kind !== 'surface') return problem('NOT_MOVABLE', 'those cards are not aboard a ship or facility or on a planet', rule);
  return null;
}

export function checkHouseArrest(state: GameState, player: PlayerId, cards: readonly string[], to: string): Problem | null {
  // Issue 15: also where the cards may be at all — holograms only where they can exist.
  const hologram = checkHologramsMayGo(state, cards, to);
  if (hologram) return hologram;
  if (zoneKind(to) !== 'aboard') return null;
  // Issue 15 (sites): at a site, the Nor is the facility the cards are aboard (behaviour/sites.ts).
  const nor = siteHost(state, to);
  const host = state.cards[nor ?? zoneArg(to)]!;
  if (!controls(state, player, host.iid)) return null;
  // Issue 15 (helper control): a commandeered ship waits for its controller's personnel to take custody (behaviour/commandeered-affiliation.ts).
  if (!nor && awaitsCustody(state, host.iid)) return null;
  const hostCard = nor ? norAsCard(state, nor) : bp(state, host.iid);
  // Issue 15 (captive): a card lying on it may let it mix regardless of affiliation (behaviour/captive-control.ts: Brainwash),
  // or with your cards showing an icon (helper control: Release This Pain, behaviour/host-changes.ts › hostMixesWith).
  // The mixes of the destination once per check (issue 17), not once per card.
  let mixes: ReturnType<typeof mixesOf> | undefined;
  const bad = cards.find((iid) => !compatible(bp(state, iid), hostCard, (mixes ??= mixesOf(state, player, locationOfZone(state, to), nor ? bp(state, zoneArg(to)).title : null))) && !mixesFreely(state, iid) && !hostMixesWith(state, iid, hostCard));
  return bad
    ? problem('HOUSE_ARREST', `${bp(state, bad).title} is not compatible with ${hostCard.title}`, RULES.houseArrest)
    : null;
}

/** 1E rulebook › EXECUTING ORDERS › BEAM. */
export function checkBeam(state: GameState, command: CommandOf<'Beam'>): Problem | null {
  const found = checkOwnTurn(state, command.actor, RULES.beam) ?? checkMovers(state, command.actor, command.cards, RULES.beam);
  if (found) return found;
  const from = state.cards[command.cards[0]!]!.zone;
  return (
    checkBeamRoute(state, command.actor, from, command.to, command.via, command.cards) ??
    checkHouseArrest(state, command.actor, command.cards, command.to) ??
    checkBeamLimit(state, command.actor, command.cards, from, command.to) ??
    checkPhasedBeam(state, command.actor, command.cards)
  );
}

/** Beaming from `from` to `to` with the transporters of `viaId` (the movers and house arrest apart). */
/** `cards` (issue 15, events of later sets): the cards beamed, when known (a card may let only some beam through SHIELDS: behaviour/invasive-beaming.ts). */
export function checkBeamRoute(state: GameState, player: PlayerId, from: string, to: string, viaId: string, cards?: readonly string[]): Problem | null {
  if (from === to) return problem('SAME_PLACE', 'the cards are already there', RULES.beam);
  return checkTransporters(state, player, viaId) ?? checkBeamPath(state, player, from, to, viaId, cards);
}

/** Issue 17: checkBeamRoute's first stage — whether `player` may use the transporters of `viaId` at all, whatever the route (legalCommands asks it once per ship or facility). */
export function checkTransporters(state: GameState, player: PlayerId, viaId: string): Problem | null {
  const busy = checkShipDoesNothingElse(state, viaId);
  if (busy) return busy;
  const via = state.cards[viaId];
  if (!via || !isShipOrFacility(bp(state, via.iid)) || !isOnTable(state, via.zone))
    return problem('NO_TRANSPORTER', 'beaming uses the transporters of a ship or facility in play', RULES.beam);
  // Issue 15: a facility whose text says it has no transporters (Kazon Outpost: permit `no-transporters`).
  // Issue 15 (equipment-e): … unless equipment aboard gives it transporters (Transporter Control Module: behaviour/transporter-grants.ts).
  if (behaviourOf(via.blueprint)?.permits?.some((permit) => permit.kind === 'no-transporters') && !transportersGiven(state, via.iid))
    return problem('NO_TRANSPORTER', `${bp(state, via.iid).title} has no transporters`, RULES.beam);
  if (!controls(state, player, via.iid)) return problem('NOT_USABLE', "you may not use your opponent's transporters", RULES.beam);
  return null;
}

/** Issue 17: checkBeamRoute's second stage — the route from `from` to `to` (not the same place) with transporters checkTransporters accepted. */
export function checkBeamPath(state: GameState, player: PlayerId, from: string, to: string, viaId: string, cards?: readonly string[]): Problem | null {
  const via = state.cards[viaId]!;
  const location = locationOfZone(state, via.zone);
  const viaZone = Z.aboard(via.iid);
  // Issue 15 (helper evint): a card on the ship may let it beam one personnel between any places at its own or an adjacent
  // location (Subspace Transporter: behaviour/subspace-beaming.ts), where the ordinary route is refused.
  const ordinary = !!location && locationOfZone(state, from) === location && locationOfZone(state, to) === location && (from === viaZone || to === viaZone);
  const nearby = !ordinary && !!location && nearbyBeamAllowed(state, player, from, to, viaId, cards);
  if (!nearby && (!location || locationOfZone(state, from) !== location || locationOfZone(state, to) !== location))
    return problem('NOT_SAME_LOCATION', 'beaming moves cards at the transporters’ own location', RULES.beam);
  if (!nearby && from !== viaZone && to !== viaZone) return problem('NOT_VIA_TRANSPORTER', 'beam to or from the ship or facility whose transporters you use', RULES.beam);
  // Issue 15: nothing beams on or off a cloaked or phased card.
  // Issue 15 (eie): … unless a card on the operator aboard lets your ships there decloak for it (behaviour/cloak-cycles.ts: Scan Cycle Check).
  if ((zoneWithinCloak(state, from) && !decloakedForBeaming(state, player, from, viaId)) || (zoneWithinCloak(state, to) && !decloakedForBeaming(state, player, to, viaId)))
    return problem('CLOAKED', 'nothing beams on or off a cloaked or phased ship', SHIP_RULES.cloakNoBoarding);
  const blocked = checkNoBeaming(state, player, from, to);
  if (blocked) return blocked;
  const ends = nearby ? [from, to].filter((zone) => zone !== viaZone) : [from === viaZone ? to : from];
  for (const end of ends) {
    const found = checkBeamEnd(state, player, end, via, cards);
    if (found) return found;
  }
  return null;
}

/** One end of a beam other than the transporting ship or facility: a planet surface, or a ship or facility (the opponent's shielded ones refused). */
function checkBeamEnd(state: GameState, player: PlayerId, otherEnd: string, via: CardInstance, cards?: readonly string[]): Problem | null {
  const location = locationOfZone(state, otherEnd)!;
  const endKind = zoneKind(otherEnd);
  if (endKind === 'surface') {
    const missions = (state.locations[location]?.missions ?? []).map((iid) => bp(state, iid));
    if (!missions.some(isPlanetMission)) return problem('NOT_A_PLANET', 'there is no planet surface to beam to or from here', RULES.beam);
  } else if (endKind === 'aboard') {
    const host = state.cards[zoneArg(otherEnd)];
    if (!host || !isShipOrFacility(bp(state, host.iid)) || !isOnTable(state, host.zone))
      return problem('NO_SUCH_DESTINATION', 'that is not a ship or facility in play', RULES.beam);
    if (!controls(state, player, host.iid)) {
      const hostCard = bp(state, host.iid);
      const shields = hostCard.type === 'Ship' ? shipAttribute(state, host.iid, 'SHIELDS') : 1;
      if (shields > 0 && !beamsThroughShields(state, player, via.iid) && !hostBeamsThroughDamaged(state, via.iid, host.iid) && !invasiveBeamAllowed(state, player, via.iid, cards)) return problem('SHIELDED', `${hostCard.title} is shielded`, RULES.beam);
    }
  } else return problem('NO_SUCH_DESTINATION', 'beam to a ship, facility or planet surface', RULES.beam);
  return null;
}

/** Issue 15 (personnel-a): a personnel of yours aboard the transporting ship or facility lets its transporters beam through the opponent's SHIELDS ("where present, allows your transporters to beam through opponent's SHIELDS"). */
function beamsThroughShields(state: GameState, player: PlayerId, via: string): boolean {
  return cardsIn(state, Z.aboard(via)).some((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.disabled && behaviourOf(state.cards[iid]!.blueprint)?.beamThroughShields === true);
}

function isOnTable(state: GameState, zone: string): boolean {
  const kind = zoneKind(zone);
  return (kind === 'space' || kind === 'surface' || kind === 'docked') && locationOfZone(state, zone) !== null;
}

export function beam(ctx: Ctx, command: CommandOf<'Beam'>): void {
  beginOrders(ctx, command.actor);
  const from = ctx.state.cards[command.cards[0]!]!.zone;
  // Issue 15 (helper evint): a beam past the ordinary route is the ship's nearby beam of the turn (behaviour/subspace-beaming.ts).
  const here = locationOfZone(ctx.state, ctx.state.cards[command.via]!.zone);
  const viaZone = Z.aboard(command.via);
  if (locationOfZone(ctx.state, from) !== here || locationOfZone(ctx.state, command.to) !== here || (from !== viaZone && command.to !== viaZone)) recordNearbyBeam(ctx, command.actor, command.via);
  ctx.emit({ type: 'CardsBeamed', player: command.actor, cards: command.cards, from, to: command.to, via: command.via, ...awayFromField(ctx.state, from, command.to), rule: RULES.beam });
  countBeams(ctx, command.cards, from, command.to);
  // Issue 15 (helper random): the window of a transport by beaming (Barclay Transporter Phobia: behaviour/transport-phobia.ts).
  openBeamedWindow(ctx, command.actor, command.cards, from, command.to);
}

/** Where cards in `from` may walk to (1E rulebook › EXECUTING ORDERS › WALK). */
export function walkDestinations(state: GameState, player: PlayerId, from: string): string[] {
  const kind = zoneKind(from);
  const out: string[] = [];
  if (kind === 'aboard') {
    const host = state.cards[zoneArg(from)]!;
    const hostCard = bp(state, host.iid);
    // Issue 15 (sites): at a Nor, site to site and between a docking site and the ships docked there (behaviour/sites.ts).
    if (hostCard.type === 'Site' || (hostCard.type === 'Ship' && zoneKind(host.zone) === 'docked' && bp(state, zoneArg(host.zone)).type === 'Site')) return siteWalkDestinations(state, player, from).filter((zone) => !zoneWithinCloak(state, zone));
    if (hostCard.type === 'Facility' && host.owner === player) {
      for (const ship of cardsIn(state, Z.docked(host.iid))) if (state.cards[ship]!.owner === player) out.push(Z.aboard(ship));
      if (zoneKind(host.zone) === 'surface') out.push(host.zone);
    }
    if (hostCard.type === 'Ship' && host.owner === player) {
      const hostZone = host.zone;
      if (zoneKind(hostZone) === 'docked' && state.cards[zoneArg(hostZone)]!.owner === player) out.push(Z.aboard(zoneArg(hostZone)));
      // Issue 15 (lead): from a carrying ship to the ships it carries (1E rulebook › EXECUTING ORDERS › CARRIED SHIPS).
      for (const ship of cardsIn(state, Z.docked(host.iid))) if (state.cards[ship]!.owner === player) out.push(Z.aboard(ship));
      if (zoneKind(hostZone) === 'surface') out.push(hostZone);
    }
  } else if (kind === 'surface') {
    for (const iid of cardsIn(state, from)) {
      const instance = state.cards[iid]!;
      if (instance.owner === player && isShipOrFacility(bp(state, iid))) out.push(Z.aboard(iid));
    }
  }
  // Issue 15: nobody embarks on or disembarks from a cloaked or phased card (1E rulebook › CLOAK).
  if (zoneWithinCloak(state, from)) return [];
  return out.filter((zone) => !zoneWithinCloak(state, zone));
}

export function checkWalk(state: GameState, command: CommandOf<'Walk'>): Problem | null {
  const found = checkOwnTurn(state, command.actor, RULES.walk) ?? checkMovers(state, command.actor, command.cards, RULES.walk);
  if (found) return found;
  const from = state.cards[command.cards[0]!]!.zone;
  if (!walkDestinations(state, command.actor, from).includes(command.to))
    return problem('CANNOT_WALK_THERE', 'personnel walk only between a facility and its docked ships, or a planet and the landed ships or facilities on it', RULES.walk);
  return siteWalkProblem(state, command.cards, from, command.to) ?? checkHouseArrest(state, command.actor, command.cards, command.to);
}

export function walk(ctx: Ctx, command: CommandOf<'Walk'>): void {
  beginOrders(ctx, command.actor);
  const from = ctx.state.cards[command.cards[0]!]!.zone;
  // Issue 15 (sites): a walk from site to site is marked (no second one this turn: behaviour/sites.ts).
  const betweenSites = isSiteZone(ctx.state, from) && isSiteZone(ctx.state, command.to);
  ctx.emit({ type: 'CardsWalked', player: command.actor, cards: command.cards, from, to: command.to, ...(betweenSites ? { betweenSites: true as const } : awayFromField(ctx.state, from, command.to)), rule: RULES.walk });
}

export function checkOwnShip(state: GameState, player: PlayerId, shipId: string, rule: string): Problem | null {
  const ship = state.cards[shipId];
  if (!ship || bp(state, shipId).type !== 'Ship' || !isOnTable(state, ship.zone)) return problem('NO_SUCH_SHIP', 'that is not a ship in play', rule);
  if (ship.owner !== player) return problem('NOT_YOURS', 'you may only move your own ships', rule);
  if (ship.stopped) return problem('STOPPED', `${bp(state, shipId).title} is stopped`, RULES.stopped);
  // Issue 15 (battle2): a card on the ship lets it move unstaffed (behaviour/ship-autonomy.ts: M-5 Computer).
  if (!isStaffed(state, shipId) && !actsUncrewed(state, shipId)) {
    // the icons it asks for, so that a player learns what to beam aboard (1E rulebook › EXECUTING ORDERS › STAFF A SHIP)
    const icons = bp(state, shipId).ship?.staffing.icons ?? [];
    const needs = icons.length ? ` (its staffing ${icons.join(' ')}: compatible personnel aboard, one icon each, at least one of its affiliation)` : '';
    return problem('NOT_STAFFED', `${bp(state, shipId).title} is not staffed${needs}`, RULES.staffing);
  }
  // Issue 15 (battle2): a card on a table asking for a minimum crew (behaviour/ship-crew-minimums.ts: Obelisk of Masaka).
  const short = crewMinimumProblem(state, shipId, 'move');
  if (short) return short;
  const held = shipCannotMove(state, shipId);
  if (held) return problem('CANNOT_MOVE', `${held} is on ${bp(state, shipId).title}: it cannot move`, RULES.encounteringDilemmas);
  return null;
}

export function checkDock(state: GameState, command: CommandOf<'Dock'>): Problem | null {
  return checkOwnTurn(state, command.actor, RULES.dock) ?? checkOwnShip(state, command.actor, command.ship, RULES.dock) ?? checkDocking(state, command.actor, command.ship, command.facility);
}

/** A ship (already checked as the player's own movable ship) may dock at that facility. */
export function checkDocking(state: GameState, player: PlayerId, shipId: string, facilityId: string): Problem | null {
  const ship = state.cards[shipId]!;
  if (zoneKind(ship.zone) !== 'space') return problem('NOT_IN_SPACE', 'only an undocked ship in space can dock', RULES.dock);
  if (isCloaked(state, shipId)) return problem('CLOAKED', 'a cloaked or phased ship may not dock', SHIP_RULES.phasedNoLanding);
  const busy = checkShipDoesNothingElse(state, shipId);
  if (busy) return busy;
  const facility = state.cards[facilityId];
  // Issue 15 (sites): at a Nor, ships dock at its docking sites (behaviour/sites.ts).
  if (facility && bp(state, facilityId).type === 'Site') return checkSiteDocking(state, player, shipId, facilityId);
  // Issue 15 (lead): loading a ship aboard a carrying ship is docking at it (behaviour/carried-ships.ts).
  if (facility && bp(state, facilityId).type === 'Ship') return checkCarrying(state, player, shipId, facilityId);
  if (!facility || facility.zone !== ship.zone || bp(state, facility.iid).type !== 'Facility')
    return problem('NO_SUCH_FACILITY', 'there is no such facility at the ship’s location', RULES.dock);
  if (!controls(state, player, facility.iid) || !allowsDocking(bp(state, facility.iid)))
    return problem('CANNOT_DOCK', 'ships dock at your own outposts', RULES.dock);
  if (!compatible(bp(state, shipId), bp(state, facility.iid), mixesOf(state, player, locationOfZone(state, facility.zone))))
    return problem('NOT_COMPATIBLE', 'your ship must be compatible with your outpost to dock', RULES.dock);
  return null;
}

export function dock(ctx: Ctx, command: CommandOf<'Dock'>): void {
  beginOrders(ctx, command.actor);
  ctx.emit({ type: 'ShipDocked', player: command.actor, ship: command.ship, facility: command.facility, rule: RULES.dock });
  // Issue 15 (incobj): an expedition returning to its facility (behaviour/exploration.ts).
  explorationDocked(ctx, command.actor, command.ship, command.facility);
}

export function checkUndock(state: GameState, command: CommandOf<'Undock'>): Problem | null {
  const found = checkOwnTurn(state, command.actor, RULES.dock) ?? checkOwnShip(state, command.actor, command.ship, RULES.dock);
  if (found) return found;
  if (zoneKind(state.cards[command.ship]!.zone) !== 'docked') return problem('NOT_DOCKED', 'that ship is not docked', RULES.dock);
  return checkLaunch(state, command.ship);
}

export function undock(ctx: Ctx, command: CommandOf<'Undock'>): void {
  beginOrders(ctx, command.actor);
  const location = locationOfZone(ctx.state, ctx.state.cards[command.ship]!.zone)!;
  ctx.emit({ type: 'ShipUndocked', player: command.actor, ship: command.ship, location, rule: RULES.dock });
}

/** Span a player uses for a location: their own mission card at a shared mission. */
export function locationSpan(state: GameState, location: string, player: PlayerId, ship?: string): number {
  const place = state.locations[location]!;
  // Issue 15 (behaviour/places.ts): an inserted location that is not a mission has its own span.
  if (place.span !== undefined) return place.span;
  const missions = place.missions;
  const own = missions.find((iid) => state.cards[iid]!.owner === player) ?? missions[0]!;
  // Issue 15 (missions): the opponent's side of a two-sided mission may show another span (behaviour/mission-sides.ts);
  // (personnel-a): "opponent's span here is +2" (behaviour/span-personnel.ts);
  // (ships, pass E): a mission's text may change spans for some ships or next to it (behaviour/mission-span.ts).
  return changedSpan(state, location, opponentSpan(state, own, player) ?? spanOf(bp(state, own)), ship) + opponentSpanBonus(state, location, player);
}

/** RANGE needed to fly between two locations of one spaceline: the spans of every location entered. */
/** `spans` (issue 17): the spans already worked out for this state, player and ship (legalCommands asks for every destination of a ship: one walk each). */
export function flightCost(state: GameState, player: PlayerId, from: string, to: string, ship?: string, spans?: Map<string, number>): { range: number; path: string[] } | null {
  const quadrant = state.locations[from]!.quadrant;
  const line = state.spacelines[quadrant] ?? [];
  const a = line.indexOf(from);
  const b = line.indexOf(to);
  if (a < 0 || b < 0 || a === b) return null;
  const walk = (step: 1 | -1): { range: number; path: string[] } => {
    const path: string[] = [];
    let range = 0;
    for (let index = a; index !== b; ) {
      index = (index + step + line.length) % line.length;
      const id = line[index]!;
      path.push(id);
      let span = spans?.get(id);
      if (span === undefined) {
        span = locationSpan(state, id, player, ship);
        spans?.set(id, span);
      }
      range += span;
    }
    return { range, path };
  };
  const direct = walk(b > a ? 1 : -1);
  // Issue 15: with Where No One Has Gone Before, off one end and in at the other, when that is shorter.
  // Issue 15 (personnel, second half): or a personnel aboard lets this ship do so (Lakanta).
  if (!mayWrap(state, player) && !(ship && crewLetsWrap(state, ship))) return direct;
  const around = walk(b > a ? -1 : 1);
  return around.range < direct.range ? around : direct;
}

export function remainingRange(state: GameState, shipId: string): number {
  // Issue 15 (helper intr): a card on the ship forbids using its RANGE (behaviour/host-bans.ts: Fractal Encryption Code).
  if (hostBanned(state, shipId, 'range')) return 0;
  return rangeLimit(state, shipId, shipAttribute(state, shipId, 'RANGE')) - (state.turn?.rangeUsed[shipId] ?? 0);
}

export function checkFly(state: GameState, command: CommandOf<'Fly'>): Problem | null {
  return (
    checkOwnTurn(state, command.actor, RULES.fly) ??
    checkOwnShip(state, command.actor, command.ship, RULES.fly) ??
    checkFlight(state, command.actor, command.ship, command.to) ??
    // Issue 15 (lead): a ship towed along (behaviour/tractor-beams.ts).
    (command.tow !== undefined ? checkTowAlong(state, command.actor, command.ship, command.tow) : null)
  );
}

/**
 * A ship (already checked as the player's own movable ship) may fly to `to` this turn (`left`: its remaining RANGE, when known;
 * `spans`: the spans of locations worked out for this state, player and ship, kept by a caller asking about many destinations).
 */
export function checkFlight(state: GameState, player: PlayerId, shipId: string, to: string, left: number = remainingRange(state, shipId), spans?: Map<string, number>, rangeFirst = false): Problem | null {
  const ship = state.cards[shipId]!;
  const kind = zoneKind(ship.zone);
  if (kind === 'docked') return problem('DOCKED', 'undock the ship before it flies', RULES.dock);
  if (kind !== 'space') return problem('LANDED', 'a landed ship must take off before it flies', RULES.land);
  const from = zoneArg(ship.zone);
  const target = state.locations[to];
  if (!target) return problem('NO_SUCH_LOCATION', `no location ${to}`, RULES.fly);
  if (target.id === from) return problem('SAME_PLACE', 'the ship is already there', RULES.fly);
  // Issue 15 (lead): a ship held in a tractor lock may not move (behaviour/tractor-beams.ts).
  const held = checkHeldFlight(state, shipId);
  if (held) return held;
  // Issue 15 (helper intr): a card on the ship forbids using its RANGE (behaviour/host-bans.ts: Fractal Encryption Code).
  if (hostBanned(state, shipId, 'range')) return problem('RANGE_BANNED', `${bp(state, shipId).title} may not use its RANGE`, RULES.fly);
  if (target.quadrant !== state.locations[from]!.quadrant)
    return problem('BETWEEN_QUADRANTS', 'ships may not move between quadrants unless a card allows it', RULES.betweenQuadrants);
  // Issue 15 (time locations): a time location is on no spaceline — nothing flies to or from it (1E rulebook › TIME TRAVEL: only a card moves ships there).
  if (target.time || state.locations[from]!.time) return problem('NOT_ON_SPACELINE', 'a time location is not on the spaceline: only time travel a card allows goes there or back', TIME_TRAVEL_RULE);
  const cost = flightCost(state, player, from, to, shipId, spans)!;
  // Issue 17 (eighteenth session): an offer only asks whether the flight is refused, and most destinations are out of range:
  // the range first (the restrictions walk the path's cards), the problem reported the same as before.
  const short = rangeFirst && cost.range > left + movingBonus(state, shipId, from, cost.path);
  if (short) return problem('INSUFFICIENT_RANGE', `that flight needs ${cost.range} RANGE; ${bp(state, shipId).title} has ${left} left this turn`, RULES.fly);
  const stop = checkFlightRestrictions(state, shipId, from, cost.path);
  if (stop) return stop;
  // Issue 15: a ship whose RANGE is higher for a flight within a region (verbs-ships.ts).
  if (!rangeFirst && cost.range > left + movingBonus(state, shipId, from, cost.path))
    return problem('INSUFFICIENT_RANGE', `that flight needs ${cost.range} RANGE; ${bp(state, shipId).title} has ${left} left this turn`, RULES.fly);
  return null;
}

/**
 * Whether checkFlight finds no problem (legalCommands' Fly offers; issue 17): the same checks, the range before the
 * restrictions on the path, which an offer need not read for a destination out of range.
 */
export function mayFly(state: GameState, player: PlayerId, shipId: string, to: string, left: number, spans: Map<string, number>): boolean {
  return checkFlight(state, player, shipId, to, left, spans, true) === null;
}

export function fly(ctx: Ctx, command: CommandOf<'Fly'>): void {
  beginOrders(ctx, command.actor);
  const from = zoneArg(ctx.state.cards[command.ship]!.zone);
  const cost = flightCost(ctx.state, command.actor, from, command.to, command.ship)!;
  ctx.emit({ type: 'ShipFlew', player: command.actor, ship: command.ship, from, to: command.to, path: cost.path, range: cost.range, rule: RULES.fly });
  towAlong(ctx, command, from);
  afterFlight(ctx, command.ship, cost.path);
}

export function checkLand(state: GameState, command: CommandOf<'Land'>): Problem | null {
  return checkOwnTurn(state, command.actor, RULES.land) ?? checkOwnShip(state, command.actor, command.ship, RULES.land) ?? checkLanding(state, command.ship);
}

/** A ship (already checked as the player's own movable ship) may land where it is. */
export function checkLanding(state: GameState, shipId: string): Problem | null {
  // Issue 15 (events-d): or a card on its owner's table lets it (behaviour/landing-permits.ts).
  if (!canLand(bp(state, shipId)) && !grantedLanding(state, shipId)) return problem('CANNOT_LAND', 'only ships whose text allows it may land', RULES.land);
  const ship = state.cards[shipId]!;
  if (zoneKind(ship.zone) !== 'space') return problem('NOT_IN_SPACE', 'only a ship in orbit can land', RULES.land);
  if (isCloaked(state, shipId)) return problem('CLOAKED', 'a cloaked or phased ship may not land', SHIP_RULES.phasedNoLanding);
  const busy = checkShipDoesNothingElse(state, shipId);
  if (busy) return busy;
  const missions = state.locations[zoneArg(ship.zone)]!.missions.map((iid) => bp(state, iid));
  if (!missions.some(isPlanetMission)) return problem('NOT_A_PLANET', 'ships land only on planets', RULES.land);
  return checkLandingRule(state, shipId, 'land', () => remainingRange(state, shipId));
}

export function land(ctx: Ctx, command: CommandOf<'Land'>): void {
  beginOrders(ctx, command.actor);
  const location = zoneArg(ctx.state.cards[command.ship]!.zone);
  ctx.emit({ type: 'ShipLanded', player: command.actor, ship: command.ship, location, ...landingFacts(ctx.state, command.ship), rule: RULES.land });
  // Issue 15 (personnel, second half): personnel aboard whose skill acts as the ship lands (Sevek).
  runWhenShip(ctx, command.ship, 'lands');
}

export function checkTakeOff(state: GameState, command: CommandOf<'TakeOff'>): Problem | null {
  const found = checkOwnTurn(state, command.actor, RULES.land) ?? checkOwnShip(state, command.actor, command.ship, RULES.land);
  if (found) return found;
  if (zoneKind(state.cards[command.ship]!.zone) !== 'surface') return problem('NOT_LANDED', 'that ship has not landed', RULES.land);
  return checkLandingRule(state, command.ship, 'take-off', () => remainingRange(state, command.ship));
}

export function takeOff(ctx: Ctx, command: CommandOf<'TakeOff'>): void {
  beginOrders(ctx, command.actor);
  const location = zoneArg(ctx.state.cards[command.ship]!.zone);
  ctx.emit({ type: 'ShipTookOff', player: command.actor, ship: command.ship, location, ...landingFacts(ctx.state, command.ship), rule: RULES.land });
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › END OF TURN (COUNTDOWNS, PROBING, DRAW A CARD)

export function checkEndTurn(state: GameState, command: CommandOf<'EndTurn'>): Problem | null {
  return (
    checkOwnTurn(state, command.actor, RULES.endOfTurn) ??
    checkEndTurnDiscard(state, command) ??
    checkEndTurnGuess(state, command) ??
    checkEndTurnDecline(state, command) ??
    // Issue 15 (premiere-windows): Energy Vortex's "a different card must be played instead".
    checkPlayOwed(state, command.actor, (card) => couldUseCardPlay(state, command.actor, card))
  );
}

/** Emits the end-of-turn facts up to and including TurnEnded (the draw is last). */
/**
 * Whether a card of the hand could be played now with the normal card play: reported at one of the
 * player's facilities or ships, or played (without a target, or at one of its targets).
 */
function couldUseCardPlay(state: GameState, player: PlayerId, card: string): boolean {
  const type = bp(state, card).type;
  if (type === 'Personnel' || type === 'Ship' || type === 'Equipment' || usedAsEquipment(bp(state, card)))
    return tableIndex(state).inPlayBy[player].some((host) => checkReport(state, { type: 'ReportForDuty', actor: player, card, facility: host.iid }) === null);
  const scripted = scriptedPlay(bp(state, card));
  // Interrupts and other any-time plays do not use the card play.
  if (!NORMAL_PLAY_TYPES.has(type) && scripted?.play?.window.kind !== 'normal-play' && scripted?.play?.window.kind !== 'build') return false;
  if (scripted?.targets) return validTargets(state, player, scripted.targets, card).some((target) => checkPlayCard(state, { type: 'PlayCard', actor: player, card, target }) === null);
  return checkPlayCard(state, { type: 'PlayCard', actor: player, card }) === null;
}

export function endTurn(ctx: Ctx, player: PlayerId, declined?: boolean): void {
  for (const iid of cardsIn(ctx.state, Z.table(player))) {
    const instance = ctx.state.cards[iid]!;
    // Issue 15 (helper fer): a card whose countdown is held while its owner has a named personnel in play (equipment-countdowns.ts).
    if (instance.countdown === undefined || tableCountdownHeld(ctx.state, iid)) continue;
    const remaining = instance.countdown - 1;
    ctx.emit({ type: 'CountdownTicked', card: iid, remaining, rule: RULES.countdowns });
    if (remaining <= 0)
      ctx.emit({ type: 'CardMoved', card: iid, from: instance.zone, to: Z.discard(instance.owner), faceUp: true, reason: 'countdown reached zero', rule: RULES.countdowns });
  }
  // Issue 15 (stasis pass): equipment in play with a countdown icon (behaviour/equipment-countdowns.ts).
  equipmentCountdowns(ctx, player);
  ongoingEndOfTurn(ctx, player);
  // Issue 15 (premiere-control): roaming self-controlling cards attack, then move (behaviour/self-controlled.ts).
  selfControlledEndOfTurn(ctx, player);
  // Issue 15 (premiere-control): cards controlled for this turn return to their owners (behaviour/control-changes.ts).
  controlEndOfTurn(ctx);
  runEndOfTurnTriggers(ctx, player, declined);
  // Issue 15 (helper obja): cards atop missions acting as their owner's turn ends (behaviour/hideouts.ts: A Safe Place to Hide).
  runEndOfTurnHere(ctx, player);
  runTurnEndsTriggers(ctx, player, declined);
  // Issue 15: rotation damage repaired after two full turns docked at an outpost (battle/repair.ts).
  repairDockedShips(ctx, player);
  // Issue 15, fourth pass: repairs aboard by a personnel that allows it (Exocomp; behaviour/end-turn-premiere.ts).
  repairAboard(ctx, player);
  // Issue 15 (stasis): a stasis lasting until the end of this turn ends (behaviour/stasis.ts); one still held stays stopped.
  endStasisAtTurnEnd(ctx);
  // Issue 15 (stasis pass): deaths delayed until the end of this turn happen (behaviour/delayed-deaths.ts).
  delayedDeaths(ctx);
  // A longer stop ("until the end of your next turn") outlasts the turns before its own.
  const turnNumber = ctx.state.turn!.number;
  const stopped = Object.values(ctx.state.cards)
    .filter((instance) => instance.stopped && !instance.stasis && (instance.stoppedUntil === undefined || instance.stoppedUntil <= turnNumber))
    .map((instance) => instance.iid);
  if (stopped.length > 0) ctx.emit({ type: 'StoppedCardsRestored', cards: stopped, rule: RULES.stopped });
  const top = cardsIn(ctx.state, Z.draw(player))[0];
  // Issue 15 (personnel, second half): a download made "in place of a card draw" this turn replaces it.
  if (drawReplaced(ctx.state, player)) ctx.emit({ type: 'DrawSkipped', player, reason: 'replaced-by-download', rule: RULES.drawACard });
  // Issue 15 (events-d): a card said its player draws no cards this turn (Activate Subcommands; behaviour/no-card-draws.ts).
  else if (regularDrawForbidden(ctx.state, player)) ctx.emit({ type: 'DrawSkipped', player, reason: 'no-draws-this-turn', rule: RULES.drawACard });
  // Issue 15 (incidents-f): a card that makes the normal card draw several cards (behaviour/turn-draw-limits.ts).
  else if (top) {
    const drawn = drawOrder(ctx.state, player).slice(0, normalDrawCount(ctx.state, player));
    ctx.emit({ type: 'CardsDrawn', player, cards: drawn, reason: 'end-of-turn', rule: RULES.drawACard });
    // Issue 15 (helper stored): a card that keeps the end-of-turn draw stored on it (behaviour/stored-cards.ts: Watch Dog).
    storeTurnDraws(ctx, player, drawn);
  }
  else ctx.emit({ type: 'DrawSkipped', player, reason: 'empty-draw-deck', rule: RULES.drawACard });
  // Issue 15 (helper objb): cards drawing more while their owner escorts a captive on their planet (behaviour/escort-draws.ts: Forced-Labor Camp).
  escortDraws(ctx);
  ctx.emit({ type: 'TurnEnded', player, number: ctx.state.turn!.number, rule: RULES.endOfTurn });
}

/** `unplayed`: `previous`'s turn `number` was not played (skipped, or given up to a double turn), so it ends no double turn. */
export function beginNextTurn(ctx: Ctx, previous: PlayerId, number: number, unplayed = false): void {
  // Issue 15 (helper doors): the turn that just ended was the first half of a double turn: the opponent's turn is not
  // played and the same player's next one begins (behaviour/double-turns.ts).
  const doubledBy = unplayed ? null : doubleTurnDue(ctx.state, previous, number);
  if (doubledBy) {
    takeDoubleTurn(ctx, previous, number, doubledBy);
    return beginNextTurn(ctx, other(previous), number + 1, true);
  }
  // Issue 15 (helper tail7): a turn a card skips does not begin; the next one does (behaviour/turn-skips.ts).
  const skippedBy = turnSkipDue(ctx.state, other(previous));
  if (skippedBy) {
    skipTurn(ctx, other(previous), number + 1, skippedBy);
    return beginNextTurn(ctx, other(previous), number + 1, true);
  }
  ctx.emit({ type: 'TurnBegan', player: other(previous), number: number + 1, rule: RULES.playPhase });
  // Issue 15 (helper stored): cards stored by the end-of-turn draw go to hand (behaviour/stored-cards.ts: Watch Dog).
  turnDrawsToHand(ctx, other(previous));
  ongoingStartOfTurn(ctx, other(previous));
  // Issue 15 (events-f): cards on a ship nullified as its owner's turn begins (Baryon Buildup).
  nullifyAtTurnStart(ctx, other(previous));
  // Issue 15 (turn-starts): start-of-turn triggers of cards in play (Labor Camp).
  runTurnStartTriggers(ctx, other(previous));
  // Issue 15 (premiere-control): boarding groups battle the crews of their ships.
  selfControlledStartOfTurn(ctx);
}
