/**
 * The attempt flow: 1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS (seed cards bottom
 * first, mis-seeds, other seeds, dual missions), each dilemma run by the effect interpreter
 * (dilemma-effects.ts) and finished (overcome, failed, "Discard dilemma", "Mission continues"),
 * SOLVING THE MISSION, and the choices a dilemma asks for.
 *
 * A mission attempt is one group action: the `AttemptMission` command runs it until it ends or a
 * dilemma asks a player for a choice (`awaiting: dilemma-choice`); `ChooseForDilemma` resumes it.
 */
import { shipSkillAddition } from '../behaviour/ship-skill-requirements';
import { withAddition } from '../behaviour/requirement-additions';
import { missionRequirementAddition } from '../behaviour/ore-mining';
import { liftBars } from '../behaviour/attempt-bars';
import { missionPointsFromCardsAtop } from '../behaviour/planet-hazards';
import { objectivePointsInstead } from '../behaviour/objective-points';
import { sheriffNullifyKey } from '../behaviour/holodeck-sheriffs';
import { SCOUTING_RULES } from '../behaviour/scouting';
import { qCardsOnSolve } from '../behaviour/q-cards';
import { qFlashChoice, qIconHome, runQFlash, seedsAsQDilemma, settleDrawn, type FlashHooks } from '../behaviour/q-flash';
import { awayTeamSide, phasedTeamAttempts } from '../behaviour/phased';
import { runWhenDilemmaRevealed, runWhenMissionSolved } from '../behaviour/triggers-personnel-b';
import { runWhenYoursSucceeds } from '../behaviour/personnel-successes';
import { comboHalvesNullifiedBy, dilemmaNullifiedBy, wherePresentNullifier } from '../behaviour/nullifiers-events';
import { paidNullifierFor, payNullifier } from '../behaviour/paid-dilemma-nullifiers';
import { solveBonuses } from '../behaviour/solve-bonus';
import { bp, problem, type Ctx, type Problem } from '../context';
import { dilemmaDef, type DilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { CommandOf, GameState } from '../types';
import { cardsIn, Z } from '../zones';
import { tryCure } from './cures';
import { defOf, runStep, stepApplies } from './dilemma-effects';
import { faceAgain, facedAgain, startOfAttempt } from './start-of-attempt-a';
import { isConditionB } from './dilemma-effects-b';
import { endOngoing } from './leaving-play';
import { runMissionCompletedTriggers } from '../behaviour/play';
import { earnEncounteredWherePresent } from '../behaviour/encounter-earnings';
import { debriefAttempt, killSmallPlanetTeams, overriddenRequirements, scoreWhenCommanderSolves } from '../behaviour/verbs-events-c';
import { scoreWhenSolvedBy } from '../behaviour/table-reports';
import { explorationSolved } from '../behaviour/exploration';
import { hostCrewSolved } from '../behaviour/ship-directives';
import { reportMatches } from '../behaviour/reporting';
import { openEncounterWindows, openSolvedWindows } from '../behaviour/responses';
import { dilemmaHurt, openAttemptBeganWindows, openDilemmaResolvedWindows } from '../behaviour/attempt-windows';
import { discardFirstDilemma, firstDilemmaDiscarder } from '../behaviour/initial-attempts';
import { isConditionA } from '../behaviour/dilemma-steps-a';
import { isConditionC } from '../behaviour/dilemma-steps-c';
import { dilemmaEncounteredC, missionSolvedC } from './encounter-c';
import { checkRequirement, meetGroup, requirement } from './requirements';
import { objectiveRequirements } from '../behaviour/objective-attempts';
import { opponentSideAt, orbArtifactWelcome } from '../behaviour/mission-sides';
import { missionTextSolved, scriptedPoints, scriptedRequirements } from '../behaviour/missions-text';
import { activePersonnel, allPresent, attemptedMission, missionKind, present, presentWithEquipment } from './teams';
import { scoreMissionSpecialists } from '../behaviour/mission-specialists';
import { scoreFirstSolveBonus } from '../behaviour/first-solve-bonus';
import { crewSolved } from '../behaviour/crew-solves';
import { nullifyOnAttemptSize } from '../behaviour/played-titles';
import { runAttemptStartEffects } from '../behaviour/attempt-start-effects';
import { halfNullified, nullifyComboHalf, stepNullified } from '../behaviour/combo-halves';

/** Begins a checked attempt (orders have begun: the caller emits OrdersBegan first) and runs it. */
export function beginAttempt(ctx: Ctx, command: CommandOf<'AttemptMission'>): void {
  const state = ctx.state;
  const attemptedBefore = state.locations[command.location]?.attempted === true;
  const kind = missionKind(state, command.location);
  const planet = kind !== 'space';
  const ship = kind !== 'planet' ? command.ship! : null;
  ctx.emit({
    type: 'MissionAttemptBegan',
    player: command.actor,
    location: command.location,
    mission: attemptedMission(state, command.location, command.actor),
    ship,
    planet,
    awayTeam: planet ? awayTeamSide(state, command.location, command.actor, activePersonnel(state, Z.surface(command.location), command.actor)) : [],
    ...(planet && phasedTeamAttempts(state, command.location, command.actor, activePersonnel(state, Z.surface(command.location), command.actor)) ? { phasedTeam: true as const } : {}),
    crew: ship ? activePersonnel(state, Z.aboard(ship), command.actor) : [],
    ...startOfAttempt(state, command.location),
    // Issue 15 (borg objectives): a scouting attempt (behaviour/scouting.ts).
    ...(command.scout ? { scout: command.scout } : {}),
    rule: command.scout ? SCOUTING_RULES.locations : RULES.beginningAttempt,
  });
  // Issue 15 (qtime): attempting another mission lifts Aldebaran Serpent's bar (behaviour/attempt-bars.ts).
  liftBars(ctx, command.actor, command.location);
  // Issue 15 (helper roa): "nullified if you begin an attempt with <3 (or >7) personnel" (behaviour/played-titles.ts).
  const began = [...ctx.events].reverse().find((event) => event.type === 'MissionAttemptBegan');
  if (began?.type === 'MissionAttemptBegan') nullifyOnAttemptSize(ctx, command.actor, command.location, began.planet ? began.awayTeam.length : began.crew.length);
  // Issue 15 (helper objectives): "just after you start a mission attempt here" (behaviour/attempt-start-effects.ts).
  if (!command.scout) runAttemptStartEffects(ctx, command.actor, command.location, attemptedBefore);
  // Issue 15, events-c: Villagers With Torches (behaviour/verbs-events-c.ts).
  if (planet) killSmallPlanetTeams(ctx, command.actor, activePersonnel(ctx.state, Z.surface(command.location), command.actor));
  // Issue 15 (windows): responses at the start of the attempt, before the first seed card (behaviour/attempt-windows.ts).
  openAttemptBeganWindows(ctx);
  continueAttempt(ctx);
}

function continueAttempt(ctx: Ctx): void {
  for (let guard = 0; guard < 200; guard += 1) {
    const attempt = ctx.state.attempt;
    if (!attempt || attempt.choice || attempt.manualDilemma || (ctx.state.windows ?? []).length > 0) return;
    if (attempt.dilemma) {
      if (runDilemma(ctx) === 'suspended') return;
      continue;
    }
    // Issue 15 (qflash): a Q-Flash in progress draws its next card or ends (behaviour/q-flash.ts).
    if (attempt.qFlash) {
      if (runQFlash(ctx, FLASH_HOOKS) === 'suspended') return;
      continue;
    }
    if (allPresent(ctx.state, attempt).length === 0 || (attempt.planet && attempt.ship && (present(ctx.state, attempt, 'crew').length === 0 || present(ctx.state, attempt, 'away-team').length === 0))) {
      ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: 'no one remains in the crew or Away Team', rule: RULES.missionFailure });
      return;
    }
    if (attempt.startPending?.length) {
      faceAgain(ctx, attempt.startPending[0]!);
      continue;
    }
    const bottom = cardsIn(ctx.state, Z.under(attempt.location))[0];
    if (!bottom) {
      // Issue 15 (borg objectives): scouting does not culminate in solving the mission (behaviour/scouting.ts).
      if (attempt.scout) ctx.emit({ type: 'ScoutingAttemptEnded', player: attempt.player, location: attempt.location, objective: attempt.scout, rule: SCOUTING_RULES.locations });
      else solve(ctx);
      return;
    }
    revealSeed(ctx, bottom);
  }
}

function misSeedReason(state: GameState, iid: string, location: string): string | null {
  const instance = state.cards[iid]!;
  if (instance.misSeed) return instance.misSeed;
  const card = bp(state, iid);
  // Issue 15 (qflash): a Q interrupt seeded "like a [S/P] dilemma" by its own text (I Will Not Promise...).
  if (seedsAsQDilemma(state, iid)) return null;
  if (card.type !== 'Dilemma' && card.type !== 'Artifact') return `a ${card.type} is not a seed card`;
  const kind = missionKind(state, location);
  if (card.type === 'Dilemma' && card.dilemmaKind && card.dilemmaKind !== 'dual' && kind !== 'dual' && card.dilemmaKind !== kind)
    return `a ${card.dilemmaKind} dilemma under a ${kind} mission`;
  if (card.type === 'Artifact' && kind === 'space' && !orbArtifactWelcome(state, location, card)) return 'an artifact under a space mission';
  return null;
}

function revealSeed(ctx: Ctx, iid: string): void {
  const attempt = ctx.state.attempt!;
  const instance = ctx.state.cards[iid]!;
  const card = bp(ctx.state, iid);
  ctx.emit({ type: 'SeedCardRevealed', card: iid, location: attempt.location, owner: instance.owner, title: card.title, to: Z.encounter(attempt.location), rule: RULES.beginningAttempt });
  const misSeed = misSeedReason(ctx.state, iid, attempt.location);
  if (misSeed) {
    ctx.emit({
      type: 'MisSeedPlacedOutOfPlay',
      card: iid,
      location: attempt.location,
      owner: instance.owner,
      reason: misSeed,
      forbidsSolving: instance.owner === attempt.player ? attempt.player : null,
      rule: RULES.misSeeds,
    });
    return;
  }
  if (card.type !== 'Dilemma' && !seedsAsQDilemma(ctx.state, iid)) {
    ctx.emit({ type: 'SeedCardSetAside', card: iid, location: attempt.location, rule: RULES.otherSeeds });
    // Issue 15 (helper objb): a card on a personnel present earning it at once (behaviour/encounter-earnings.ts: HQ: Return Orb to Bajor).
    earnEncounteredWherePresent(ctx, iid);
    return;
  }
  // Dual missions: planet dilemmas face the Away Team, space dilemmas the crew, dual ones the player's choice.
  const kind = missionKind(ctx.state, attempt.location);
  let team: 'crew' | 'away-team' = kind === 'space' ? 'crew' : 'away-team';
  if (kind === 'dual') {
    if (card.dilemmaKind === 'space') team = 'crew';
    else if (card.dilemmaKind === 'planet') team = 'away-team';
    else {
      ctx.emit({ type: 'DilemmaChoiceRequested', card: iid, choice: { player: attempt.player, purpose: 'team', options: ['away-team', 'crew'], pick: 1 }, rule: RULES.dualMissions });
      return;
    }
  }
  encounter(ctx, iid, team);
}

const FLASH_HOOKS: FlashHooks = { encounter: (ctx, iid, team) => encounter(ctx, iid, team) };

function encounter(ctx: Ctx, iid: string, team: 'crew' | 'away-team'): void {
  const attempt = ctx.state.attempt!;
  ctx.emit({
    type: 'DilemmaEncountered',
    card: iid,
    title: bp(ctx.state, iid).title,
    location: attempt.location,
    player: attempt.player,
    team,
    present: present(ctx.state, attempt, team),
    rule: RULES.encounteringDilemmas,
  });
  // Issue 15 (personnel, second half): personnel whose skill reacts to a dilemma revealed (The Assistant Manager).
  runWhenDilemmaRevealed(ctx, iid, attempt.player);
  dilemmaEncounteredC(ctx, iid, present(ctx.state, attempt, team));
  // Issue 15: responses to the encounter before it resolves (the attempt's own loop goes on after automatic passes).
  openEncounterWindows(ctx, iid, attempt.player, false);
}

/** Goes on with the attempt after its response windows closed (a command closed them). */
export function resumeAttempt(ctx: Ctx): void {
  continueAttempt(ctx);
}

/** Runs the current dilemma from its current step. */
function runDilemma(ctx: Ctx, answer?: readonly string[]): 'suspended' | 'done' {
  const card = ctx.state.attempt!.dilemma!;
  const def = facedAgain(ctx.state, card) ?? defOf(ctx.state, card);
  // Issue 15: a card present with the team that cancels this dilemma (Interphase Generator).
  if (ctx.state.attempt!.step === 0 && !answer) {
    // Issue 15 (eie): a card on the attempting ship discards the first dilemma of its initial attempt (Senior Staff Meeting: behaviour/initial-attempts.ts).
    const discarder = firstDilemmaDiscarder(ctx.state);
    if (discarder) {
      discardFirstDilemma(ctx, card, discarder);
      clearDilemma(ctx);
      return 'done';
    }
    let by = dilemmaNullifiedBy(ctx.state, card, presentWithEquipment(ctx.state, ctx.state.attempt!, ctx.state.attempt!.team!));
    // Issue 15 (events of later sets): a card on the attempting player's table paid for to nullify it (Timepod Ring).
    const paid = by ? undefined : paidNullifierFor(ctx.state, card);
    if (paid) {
      payNullifier(ctx, paid, card);
      by = paid;
    }
    if (by) {
      // Issue 15 (helper borgobj): a nullifier sharing a once-each-turn limit spends it (Borg Nanoprobes).
      const shared = paid ? undefined : (wherePresentNullifier(ctx.state, by, card)?.sharedLimit ?? sheriffNullifyKey(ctx.state, by));
      if (shared && ctx.state.turn) ctx.emit({ type: 'CardAbilityUsed', player: ctx.state.cards[by]!.owner, title: shared, turn: ctx.state.turn.number, rule: RULES.oncePerTurn });
      ctx.emit({ type: 'PlayNullified', card, by, rule: RULES.nullifiers });
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(ctx.state.attempt!.location), to: qIconHome(ctx.state, card, Z.out(ctx.state.cards[card]!.owner)), reason: 'nullified', rule: RULES.nullifiers });
      clearDilemma(ctx);
      return 'done';
    }
    // Issue 15 (helper substring): a card naming one half of a Combo dilemma nullifies that half only (Kareen Brianon's
    // {Male's Love Interest}: the Tarellian Plague Ship half is still encountered); its steps are skipped below.
    for (const cancelled of comboHalvesNullifiedBy(ctx.state, card, presentWithEquipment(ctx.state, ctx.state.attempt!, ctx.state.attempt!.team!))) {
      if (halfNullified(ctx.state, card, cancelled.half)) continue;
      const shared = wherePresentNullifier(ctx.state, cancelled.by, card, cancelled.title)?.sharedLimit;
      if (shared && ctx.state.turn) ctx.emit({ type: 'CardAbilityUsed', player: ctx.state.cards[cancelled.by]!.owner, title: shared, turn: ctx.state.turn.number, rule: RULES.oncePerTurn });
      nullifyComboHalf(ctx, ctx.state.cards[cancelled.by]!.owner, cancelled.by, card, cancelled.half);
    }
  }
  if (ctx.state.attempt!.step === 0 && !answer && def.nullify) {
    const ids = presentWithEquipment(ctx.state, ctx.state.attempt!, ctx.state.attempt!.team!);
    if (checkRequirement(ctx, card, 'nullifier', def.nullify, ids, def.nullifyIndividual)) {
      ctx.emit({ type: 'DilemmaRemoved', card, from: Z.encounter(ctx.state.attempt!.location), to: qIconHome(ctx.state, card, Z.out(ctx.state.cards[card]!.owner)), reason: 'nullified', rule: RULES.nullifiers });
      clearDilemma(ctx);
      return 'done';
    }
  }
  for (;;) {
    const attempt = ctx.state.attempt;
    if (!attempt || attempt.dilemma !== card) return 'done';
    const index = attempt.step;
    const step = def.steps[index];
    if (!step) break;
    // A step resumed with its answer applied when it asked (a later pick may have replaced what its test read).
    if (!answer && !stepApplies(ctx.state, step)) {
      ctx.emit({ type: 'DilemmaStepResolved', card, step: index, effect: 'not applicable here', conditionFailed: false, rule: RULES.triggers });
      continue;
    }
    // Issue 15 (helper history): a step of a Combo dilemma's half nullified by a card (behaviour/combo-halves.ts: Renewed Spirit).
    if (!answer && stepNullified(ctx.state, card, index)) {
      ctx.emit({ type: 'DilemmaStepResolved', card, step: index, effect: 'nullified (half of a Combo dilemma)', conditionFailed: false, rule: RULES.nullifiers });
      continue;
    }
    const outcome = runStep(ctx, card, def, step, index, answer);
    answer = undefined;
    if (outcome === 'suspended') return 'suspended';
    if (outcome === 'ended') return 'done';
  }
  finishDilemma(ctx, card, def);
  return 'done';
}

function clearDilemma(ctx: Ctx): void {
  // Encounter over: the next seed card comes up.
  const attempt = ctx.state.attempt;
  if (!attempt || !attempt.dilemma) return;
  const hurt = dilemmaHurt(ctx.state);
  ctx.emit({ type: 'DilemmaEncounterEnded', card: attempt.dilemma, failed: attempt.failed, rule: RULES.encounteringDilemmas });
  // Issue 15 (windows): responses just after a dilemma that killed or stopped personnel (behaviour/attempt-windows.ts).
  openDilemmaResolvedWindows(ctx, attempt.dilemma, attempt.player, hurt, !!attempt.qFlash);
}

/** Stops the attempting teams and ship (both teams at a dual mission). */
function stopAttempters(ctx: Ctx): void {
  const attempt = ctx.state.attempt!;
  const ids = [
    ...(attempt.planet ? cardsIn(ctx.state, Z.surface(attempt.location)).filter((iid) => ctx.state.cards[iid]!.owner === attempt.player) : []),
    ...(attempt.ship && ctx.state.cards[attempt.ship]?.zone.startsWith('space:') ? [attempt.ship, ...cardsIn(ctx.state, Z.aboard(attempt.ship))] : []),
  ];
  for (const iid of ids) if (!ctx.state.cards[iid]!.stopped && !ctx.state.cards[iid]!.disabled) ctx.emit({ type: 'CardStopped', card: iid, rule: RULES.conditionalEffects });
}

function finishDilemma(ctx: Ctx, card: string, def: DilemmaDef): void {
  const attempt = ctx.state.attempt;
  if (!attempt) return;
  const zone = ctx.state.cards[card]!.zone;
  const stillHere = zone === Z.encounter(attempt.location);
  const owner = ctx.state.cards[card]!.owner;
  const failed = attempt.failed;
  const hasCondition = def.steps.some(
    (step) =>
      ((('unless' in step && step.unless) || ('unlessAny' in step && step.unlessAny)) && (step as { conditional?: boolean }).conditional !== false) ||
      step.kind === 'pass' ||
      step.kind === 'count' ||
      (step.kind === 'hook' && step.name === 'plague-ship') ||
      isConditionA(step) ||
      isConditionB(step) ||
      isConditionC(step.kind),
  );
  if (!failed || def.continues) {
    if (stillHere) {
      const overcome = !failed && hasCondition && def.points !== undefined;
      ctx.emit({
        type: 'DilemmaRemoved',
        card,
        from: zone,
        to: overcome ? Z.bonus(attempt.player) : qIconHome(ctx.state, card, Z.out(owner)),
        reason: failed ? 'failed' : hasCondition ? 'overcome' : 'effects-resolved',
        rule: failed ? RULES.missionContinues : hasCondition ? RULES.conditionalEffects : RULES.automaticEffects,
      });
      if (overcome) ctx.emit({ type: 'PointsScored', player: attempt.player, points: def.points!, bonus: true, source: card, rule: RULES.dilemmaBonusPoints });
    } else if (ctx.state.ongoing[card]) tryCure(ctx, card, true);
    clearDilemma(ctx);
    return;
  }
  // A condition failed: the effect happened; the attempt fails; the team (and ship) are stopped; reseeded unless "Discard dilemma" or placed.
  if (stillHere) {
    if (def.discard) ctx.emit({ type: 'DilemmaRemoved', card, from: zone, to: qIconHome(ctx.state, card, Z.out(owner)), reason: 'failed', rule: RULES.discardDilemma });
    else ctx.emit({ type: 'DilemmaReseeded', card, location: attempt.location, rule: RULES.conditionalEffects });
  } else if (ctx.state.ongoing[card]) tryCure(ctx, card, true);
  stopAttempters(ctx);
  // Issue 15 (qflash): a dilemma drawn in a Q-Flash stops the team; the Q-Flash goes on and the attempt fails after it.
  if (attempt.qFlash) {
    settleDrawn(ctx, card, true);
    clearDilemma(ctx);
    return;
  }
  debriefAttempt(ctx);
  const hurt = dilemmaHurt(ctx.state);
  ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: `failed to overcome ${bp(ctx.state, card).title}`, rule: RULES.missionFailure });
  // Issue 15 (windows): the team the failed condition stopped (and any the dilemma killed) may be responded to (behaviour/attempt-windows.ts).
  openDilemmaResolvedWindows(ctx, card, attempt.player, hurt, false);
}

function solve(ctx: Ctx): void {
  const attempt = ctx.state.attempt!;
  const missionId = attemptedMission(ctx.state, attempt.location, attempt.player);
  const mission = bp(ctx.state, missionId);
  if (ctx.state.noSolve[attempt.player].includes(attempt.location)) {
    debriefAttempt(ctx);
    ctx.emit({ type: 'MissionAttemptFailed', player: attempt.player, location: attempt.location, reason: 'you encountered your own mis-seed here: you may not solve this mission', rule: RULES.misSeeds });
    return;
  }
  // Issue 15 (missions): a mission script may give the requirements the card list's text does not parse, or the other side's.
  const side = opponentSideAt(ctx.state, attempt.location, attempt.player);
  const scripted = side?.requirements ? { text: side.requirements, expression: requirement(side.requirements) } : scriptedRequirements(mission);
  // Issue 15, events-c: Strange New Worlds atop the mission sets the opponent's requirements (behaviour/verbs-events-c.ts).
  const overridden = overriddenRequirements(ctx.state, attempt.player, attempt.location);
  // Issue 15 (objectives): an objective of the attempting player's on the mission may offer other requirements (behaviour/objective-attempts.ts).
  const alternative = overridden || side?.requirements ? undefined : objectiveRequirements(ctx.state, attempt.player, attempt.location, mission.mission?.requirements ?? scripted?.expression, mission.mission?.points?.value ?? 0);
  const printed = overridden ? requirement(overridden) : side?.requirements ? scripted!.expression : (alternative?.expression ?? mission.mission?.requirements ?? scripted?.expression);
  // Issue 15 (helper evq): ships' skills a card atop the mission adds to its requirements (behaviour/ship-skill-requirements.ts: Vulcan Observation).
  // Issue 15 (helper obja): requirement text a card atop the mission adds (behaviour/ore-mining.ts: Process Ore: Mining; helper inca's Kobayashi Maru Scenario uses the same field).
  const added = printed ? [shipSkillAddition(ctx.state, attempt.location, missionId), missionRequirementAddition(ctx.state, attempt.location)].filter((one): one is string => !!one).join(' + ') || null : null;
  const expression = printed && added ? withAddition(printed, added) : printed;
  const ids = presentWithEquipment(ctx.state, attempt, 'both');
  const result = expression ? meetGroup(ctx.state, expression, ids) : { verdict: 'undecidable' as const, group: ids, missing: [] };
  ctx.emit({
    type: 'RequirementChecked',
    card: missionId,
    purpose: 'mission',
    requirement: `${overridden ?? (side?.requirements ? scripted?.text : (alternative?.text ?? mission.mission?.requirementText)) ?? scripted?.text ?? '(none)'}${added ? ` + ${added} (added)` : ''}`,
    verdict: result.verdict,
    group: result.group,
    missing: result.missing,
    rule: RULES.solving,
  });
  if (result.verdict !== 'met') {
    debriefAttempt(ctx);
    ctx.emit({
      type: 'MissionAttemptFailed',
      player: attempt.player,
      location: attempt.location,
      reason: result.verdict === 'undecidable' ? 'the mission requirements need a manual decision' : 'the remaining personnel do not meet the mission requirements',
      rule: RULES.missionFailure,
    });
    return;
  }
  // Issue 15 (missions): a point box's X worked out from the solving team (behaviour/missions-text.ts).
  // Issue 15 (events-f): cards atop the mission that make it worth more or less (behaviour/planet-hazards.ts: Biosphere Toxin).
  const points = (objectivePointsInstead(ctx.state, attempt.player, attempt.location) ?? side?.points ?? scriptedPoints(ctx.state, missionId, ids) ?? mission.mission?.points?.value ?? 0) + missionPointsFromCardsAtop(ctx.state, attempt.location);
  // Issue 15, events-c: Mission Debriefing stops the team that finishes an attempt (behaviour/verbs-events-c.ts).
  debriefAttempt(ctx);
  ctx.emit({ type: 'MissionSolved', player: attempt.player, location: attempt.location, mission: missionId, contributors: result.group, points, rule: RULES.solving });
  // Issue 15 (personnel, second half): personnel whose skill acts when they (or others present) help solve it.
  runWhenMissionSolved(ctx, attempt.player, result.group, mission.mission?.requirementText ?? '');
  // Issue 15 (helper partials): table cards reacting as your personnel help solve (behaviour/personnel-successes.ts: Legitimate Leader of the Empire).
  runWhenYoursSucceeds(ctx, attempt.player, 'helps-solve', result.group);
  // Issue 15 (incobj): cards on the solving crew's ship (behaviour/ship-directives.ts: Evaluate Starship Systems).
  hostCrewSolved(ctx, attempt.player, attempt.location, missionId, result.group, attempt.ship);
  // Issue 15 (qflash): Q cards lying on a personnel who helped (Q's Fantasy Women: behaviour/q-cards.ts).
  qCardsOnSolve(ctx, attempt.player, result.group);
  // Then artifacts and other seeds are earned (in the solver's order: here, the order revealed).
  for (const iid of cardsIn(ctx.state, Z.revealed(attempt.location)))
    ctx.emit({ type: 'SeedCardEarned', card: iid, player: attempt.player, location: attempt.location, to: Z.hand(attempt.player), rule: RULES.solving });
  for (const entry of Object.values(ctx.state.ongoing))
    if (entry.location === attempt.location && dilemmaDef(ctx.state.cards[entry.dilemma]!.blueprint)?.ongoing?.endsWhenMissionCompleted) endOngoing(ctx, entry.dilemma, 'mission-completed');
  missionSolvedC(ctx, attempt.location);
  // Issue 15: cards on the mission that end when it is completed (Espionage).
  runMissionCompletedTriggers(ctx, attempt.location);
  // Finally the mission points (not bonus points).
  if (points !== 0) ctx.emit({ type: 'PointsScored', player: attempt.player, points, bonus: false, source: missionId, rule: RULES.solving });
  // Issue 15 (missions): the mission's game text — bonus points, then its "when you solve" effects (behaviour/missions-text.ts).
  missionTextSolved(ctx, { mission: missionId, player: attempt.player, location: attempt.location, present: ids, ship: attempt.ship });
  // Issue 15 (personnel-a): personnel who score when a mission is solved (behaviour/solve-bonus.ts).
  solveBonuses(ctx, attempt.player, attempt.location, missionId, ids);
  // Issue 15, events-c: Captain's Prerogative (behaviour/verbs-events-c.ts).
  scoreWhenCommanderSolves(ctx, attempt.player, result.group);
  // Issue 15 (incidents-f): table cards scoring when a personnel they name helps solve (behaviour/table-reports.ts).
  scoreWhenSolvedBy(ctx, attempt.player, result.group, attempt.location, reportMatches);
  // Issue 15 (helper borgobj): mission specialists who helped (behaviour/mission-specialists.ts: Assign Mission Specialists).
  scoreMissionSpecialists(ctx, attempt.player, missionId, result.group);
  // Issue 15 (helper inca): "if the first mission you solve is [S]" (behaviour/first-solve-bonus.ts: The Warp Five Program).
  scoreFirstSolveBonus(ctx, attempt.player, attempt.location, missionId);
  // Issue 15 (helper tail1): cards of the solver's reacting to a solve by a ship's crew (behaviour/crew-solves.ts: Reunite Legends).
  crewSolved(ctx, attempt);
  // Issue 15 (incobj): an expedition on the solving team's ship (behaviour/exploration.ts: Explore Gamma Quadrant).
  explorationSolved(ctx, attempt.player, attempt.location, result.group, attempt.ship);
  // Issue 15, third pass: "just after a mission is solved" responses (behaviour/responses.ts).
  openSolvedWindows(ctx, missionId, attempt.player, attempt.ship, result.group);
}

/**
 * The encountered dilemma's manual effect was accepted (its primitives applied) or disputed
 * (recorded, nothing applied): the encounter goes on from the next step, then the attempt
 * (issue 15: no silent skips; a `fail-attempt` primitive is the unmet condition of
 * 1E rulebook › ATTEMPT A MISSION › CONDITIONAL EFFECTS: the attempt fails and the dilemma is
 * reseeded unless the declaration moved it).
 */
export function resolveManualDilemma(ctx: Ctx, accepted: boolean, failed: boolean, description: string): void {
  const pending = ctx.state.attempt?.manualDilemma;
  if (!pending) return;
  ctx.emit({ type: 'DilemmaManuallyResolved', card: pending.card, effect: description, accepted, failed, rule: RULES.manualEffects });
  ctx.emit({
    type: 'DilemmaStepResolved',
    card: pending.card,
    step: pending.step,
    effect: accepted ? `resolved by a manual effect: ${description}` : 'manual effect disputed: nothing applied',
    conditionFailed: failed,
    rule: failed ? RULES.conditionalEffects : RULES.manualEffects,
  });
  if (ctx.state.attempt?.dilemma === pending.card && runDilemma(ctx) === 'suspended') return;
  continueAttempt(ctx);
}

export function checkChoose(state: GameState, command: CommandOf<'ChooseForDilemma'>): Problem | null {
  const choice = state.attempt?.choice;
  if (!choice) return problem('NO_CHOICE', 'no dilemma is waiting for a choice', RULES.encounteringDilemmas);
  if (choice.player !== command.actor) return problem('NOT_YOUR_CHOICE', `${choice.player} makes this choice`, RULES.readingDilemmas);
  const need = Math.min(choice.pick, choice.options.length);
  if (command.chosen.length !== need) return problem('WRONG_NUMBER', `choose exactly ${need}`, RULES.encounteringDilemmas);
  if (new Set(command.chosen).size !== command.chosen.length || command.chosen.some((option) => !choice.options.includes(option)))
    return problem('NOT_AN_OPTION', `choose from: ${choice.options.join(', ')}`, RULES.encounteringDilemmas);
  return null;
}

export function choose(ctx: Ctx, command: CommandOf<'ChooseForDilemma'>): void {
  // Issue 15 (qflash): a choice asked by a Q card drawn in a Q-Flash (behaviour/q-cards.ts).
  if (qFlashChoice(ctx, command.chosen)) {
    continueAttempt(ctx);
    return;
  }
  const attempt = ctx.state.attempt!;
  const choice = attempt.choice!;
  const pending = ctx.state.cards[attempt.dilemma ?? ''] ? attempt.dilemma! : cardsIn(ctx.state, Z.encounter(attempt.location))[0]!;
  ctx.emit({ type: 'DilemmaChoiceMade', card: pending, player: command.actor, purpose: choice.purpose, chosen: command.chosen, rule: RULES.readingDilemmas });
  if (choice.purpose === 'team') {
    encounter(ctx, pending, command.chosen[0] as 'crew' | 'away-team');
  } else {
    if (runDilemma(ctx, [...(choice.preset ?? []), ...command.chosen]) === 'suspended') return;
  }
  continueAttempt(ctx);
}
