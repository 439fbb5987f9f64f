/**
 * Issue 15 (borg objectives): a Borg-Only Objective as the player's current objective, its long-term
 * target, scouting the target location, scouting completed at the end of the turn, and the later
 * end-of-turn probe (or completion) that places the objective on the mission and scores its points.
 * Words: behaviour/vocabulary-scouting.ts.
 *
 * - The current objective: a player may have only one face-up Borg-Only Objective on the table
 *   (`checkCurrentObjective`, a play check). Completed objectives lie on their missions and do not count.
 *   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL.
 * - The target: chosen as the objective is played (`objective-mission`), recorded by
 *   `record-objective-target` (`ObjectiveTargeted`, `GameState.objectives`).
 * - Scouting: `AttemptMission { scout: objective }` — the objective's owner, a Borg crew (space) or Away
 *   Team (planet) at the target location; the location's own attempt rules (point box, opponent's 40
 *   points, affiliation icons, completed missions) do not apply, a guard on the mission does. The attempt
 *   encounters the seed cards exactly as a mission attempt (attempt/flow.ts); when none remains, it ends
 *   without solving (`ScoutingAttemptEnded`). The first scouting attempt is recorded on the objective.
 *   1E rulebook › COMPLETE BORG OBJECTIVES › Missions Are Irrelevant: Scouting Locations; ATTEMPT A
 *   MISSION › Clarification: Attempting, Scouting, and Empok Nor Commandeering.
 * - End of the owner's turn (`after-scouting`): if scouting was completed on an earlier turn, the
 *   condition at the target holds and no battle took place at the location since the end of the owner's
 *   last turn, the probe (or completion) runs; then scouting is completed when the location was scouted
 *   for this objective and no dilemma remains under it (`ScoutingCompleted`; permanent).
 *   1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING.
 */
import { activePersonnel, missionKind } from '../attempt/teams';
import { bp, problem, type Problem } from '../context';
import { isStaffed } from '../play';
import { RULES } from '../rules';
import type { Command, CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z, zoneKind } from '../zones';
import { cardsTitledAt, isBorgObjective, missionTargets } from './missions-incidents-c';
import { checkDownloadable, downloadCard, findToDownload, searchedZones } from './downloads';
import { attemptGuardProblem } from './mission-guards';
import { matchingCounterparts, missionAffiliations } from './assimilation';
import { probesOnScoutingTurn } from './collective-service';
import { personnelMatches } from './personnel-filter';
import { behaviourOf } from './registry';
import { isCloaked } from './ship-equipment';
import type { VerbContext } from './verbs';
import type { CardBehaviour, Effect } from './vocabulary';
import type { ObjectiveAtTarget, ScoutingEffect, ScoutingRules, ScoutingTarget } from './vocabulary-scouting';
import { finding } from './target-table';
import { discardOnObjectiveCompleted } from './borg-objective-extras';
import { isSuspended, suspensionProblem } from './objective-suspensions';
import { hasWords, isTitled } from '../card-facts';

export const SCOUTING_RULES = {
  general: '1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL',
  scouting: '1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING',
  locations: '1E rulebook › COMPLETE BORG OBJECTIVES › SCOUTING › Missions Are Irrelevant: Scouting Locations',
} as const;

/** The player's current objective: their face-up Borg-Only Objective on the table, if any. */
export function currentObjective(state: GameState, player: PlayerId): string | undefined {
  // Issue 15 (helper borgobj, third pass): an objective another card on the table suspends is not current (objective-suspensions.ts).
  return cardsIn(state, Z.table(player)).find((iid) => isBorgObjective(state, iid) && !isSuspended(state, player, iid));
}

/** The `scoutingRules` of the cards face up on the player's table. */
function scoutingRules(state: GameState, player: PlayerId): ScoutingRules[] {
  return cardsIn(state, Z.table(player)).flatMap((iid) => {
    const rules = state.cards[iid]!.faceUp ? behaviourOf(state.cards[iid]!.blueprint)?.scoutingRules : undefined;
    return rules ? [rules] : [];
  });
}

/** A `garrison` card of another player's lying on the mission at `location`: its title, if any. */
export function garrisonedAgainst(state: GameState, player: PlayerId, location: string): string | undefined {
  const found = cardsIn(state, Z.atop(location)).find((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner !== player && instance.faceUp && !!behaviourOf(instance.blueprint)?.scoutingRules?.garrison;
  });
  return found ? bp(state, found).title : undefined;
}

/** Attempt check (mission attempts and scouting): a garrison of the opponent's on the mission forbids it. */
export function garrisonProblem(state: GameState, player: PlayerId, location: string): Problem | null {
  const by = garrisonedAgainst(state, player, location);
  return by ? problem('GARRISONED', `${by}: you may not attempt or scout this mission`, RULES.cardEffects) : null;
}

/**
 * Play check: a Borg-Only Objective is not played while the player has a current objective; a card on the
 * player's table may forbid their plays of cards with a word in the title (`noPlaysTitleWord`: Relentless).
 */
export function checkBorgPlays(state: GameState, player: PlayerId, behaviour: CardBehaviour): Problem | null {
  const banned = scoutingRules(state, player).find((rules) => rules.noPlaysTitleWord && hasWords(behaviour.title, rules.noPlaysTitleWord, true));
  if (banned) return problem('PLAY_FORBIDDEN', `a card on your table forbids playing ${banned.noPlaysTitleWord} cards`, RULES.cardEffects);
  if (!behaviour.borgObjective) return null;
  const current = currentObjective(state, player);
  if (current && behaviour.borgObjective.suspends) return suspensionProblem(state, current, behaviour);
  return current ? problem('CURRENT_OBJECTIVE', `you already have a current objective (${bp(state, current).title})`, SCOUTING_RULES.general) : null;
}

/**
 * The locations where the player placed a Borg-Only Objective (completed): they count as completed missions
 * for the win conditions (1E rulebook › WINNING THE GAME: "completed (or placed a Borg-Only Objective on)").
 */
export function borgObjectiveMissions(state: GameState, player: PlayerId): string[] {
  if (!state.objectives) return [];
  return Object.keys(state.objectives).flatMap((iid) => {
    const instance = state.cards[iid];
    return instance && instance.owner === player && instance.faceUp && zoneKind(instance.zone) === 'atop' ? [locationOfZone(state, instance.zone)!] : [];
  });
}

/** The locations an objective may target: the mission filter (`objective-mission`), or an objective to download with its target. */
export function objectiveMissionTargets(state: GameState, player: PlayerId, spec: ScoutingTarget): string[] {
  return spec.kind === 'objective-to-download' ? objectiveDownloads(state, player, spec.icons ?? []) : missionTargets(state, player, { kind: 'mission', missions: spec.missions });
}

/** `objective-to-download`: `objective>location` for the first copy of each Borg-Only Objective found (1E rulebook › DOWNLOADING). */
export function objectiveDownloads(state: GameState, player: PlayerId, icons: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const zone of searchedZones(state, player))
    for (const iid of cardsIn(state, zone)) {
      const card = bp(state, iid);
      const behaviour = behaviourOf(card.id);
      if (seen.has(card.id) || !behaviour?.borgObjective || behaviour.targets?.kind !== 'objective-mission') continue;
      seen.add(card.id);
      if (!icons.every((code) => card.icons.some((icon) => icon.code === code)) || checkDownloadable(state, player, iid)) continue;
      out.push(...objectiveMissionTargets(state, player, behaviour.targets).map((location) => `${iid}>${location}`));
    }
  return out;
}

const isBorg = (state: GameState, iid: string) => bp(state, iid).affiliations.includes('Borg' as never);

/** The personnel who may scout for the objective: its `scoutedBy` filter, or any Borg. */
function scouts(state: GameState, objective: string): (iid: string) => boolean {
  const filter = behaviourOf(state.cards[objective]!.blueprint)?.borgObjective?.scoutedBy;
  return (iid) => isBorg(state, iid) && (!filter || personnelMatches(bp(state, iid), filter));
}

/** The scouting team: the actor's active Borg in the Away Team (planet) or aboard the named ship (space). */
function scoutingTeam(state: GameState, command: CommandOf<'AttemptMission'>): { team: string[]; problem?: Problem } {
  const rule = SCOUTING_RULES.locations;
  const kind = missionKind(state, command.location);
  if (kind === 'planet') {
    if (command.ship) return { team: [], problem: problem('NOT_A_SPACE_MISSION', 'a planet is scouted by an Away Team, not a ship', rule) };
    const team = activePersonnel(state, Z.surface(command.location), command.actor).filter(scouts(state, command.scout!));
    return team.length ? { team } : { team, problem: problem('NO_AWAY_TEAM', 'a planet is scouted by a Borg Away Team on the surface', rule) };
  }
  const ship = command.ship ? state.cards[command.ship] : undefined;
  if (!ship || ship.owner !== command.actor || bp(state, ship.iid).type !== 'Ship') return { team: [], problem: problem('NO_SHIP', 'a space location is scouted by a ship of yours: name it', rule) };
  if (ship.zone !== Z.space(command.location)) return { team: [], problem: problem('SHIP_NOT_HERE', 'the ship must be undocked at the location', rule) };
  if (ship.stopped) return { team: [], problem: problem('STOPPED', 'a stopped ship cannot scout', RULES.stopped) };
  if (isCloaked(state, ship.iid)) return { team: [], problem: problem('CLOAKED', 'a cloaked or phased ship may not scout', rule) };
  const team = activePersonnel(state, Z.aboard(ship.iid), command.actor).filter(scouts(state, command.scout!));
  return team.length ? { team } : { team, problem: problem('NO_CREW', 'a location is scouted by a Borg crew', rule) };
}

/** `AttemptMission.scout`: why the actor may not scout the location for that objective, or null (turn and phase checked by the caller). */
export function checkScoutAttempt(state: GameState, command: CommandOf<'AttemptMission'>): Problem | null {
  const objective = state.cards[command.scout ?? ''];
  const behaviour = objective ? behaviourOf(objective.blueprint) : undefined;
  if (!objective || objective.owner !== command.actor || objective.zone !== Z.table(command.actor) || !objective.faceUp || behaviour?.borgObjective?.scouts !== 'location')
    return problem('NO_OBJECTIVE', 'scout for your current objective that allows scouting', SCOUTING_RULES.general);
  if (state.objectives?.[objective.iid]?.target !== command.location) return problem('NOT_THE_TARGET', `${behaviour.title} does not target that location`, SCOUTING_RULES.scouting);
  if (!state.locations[command.location]) return problem('NO_SUCH_LOCATION', `no location ${command.location}`, SCOUTING_RULES.locations);
  const garrisoned = garrisonProblem(state, command.actor, command.location);
  if (garrisoned) return garrisoned;
  const { team, problem: teamProblem } = scoutingTeam(state, command);
  if (teamProblem) return teamProblem;
  const drones = Math.max(0, ...scoutingRules(state, command.actor).map((rules) => rules.drones ?? 0));
  if (team.filter((iid) => bp(state, iid).characteristics.includes('Drone')).length < drones)
    return problem('TOO_FEW_DRONES', `a scouting attempt needs at least ${drones} drones`, RULES.cardEffects);
  return attemptGuardProblem(state, command.location, team);
}

/** legalCommands: a scouting attempt per way the player may scout for their current objective now. */
export function scoutOffers(state: GameState, player: PlayerId): Command[] {
  const objective = currentObjective(state, player);
  const target = objective ? state.objectives?.[objective]?.target : undefined;
  if (!objective || !target || !state.locations[target] || behaviourOf(state.cards[objective]!.blueprint)?.borgObjective?.scouts !== 'location') return [];
  const ships = missionKind(state, target) === 'planet' ? [undefined] : cardsIn(state, Z.space(target)).filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship');
  return ships
    .map((ship): CommandOf<'AttemptMission'> => ({ type: 'AttemptMission', actor: player, location: target, ...(ship ? { ship } : {}), scout: objective }))
    .filter((command) => !checkScoutAttempt(state, command));
}

/** Whether what the objective asks for is at its target location. */
function holdsAtTarget(state: GameState, player: PlayerId, location: string, at: ObjectiveAtTarget): boolean {
  if (at.kind === 'matching-counterpart-there') return matchingCounterparts(state, player, missionAffiliations(state, location), location).length > 0;
  const here = Object.values(state.cards).filter((instance) => instance.owner === player && isInLocation(state, instance.zone, location));
  if (at.kind === 'yours-there') return here.some((instance) => bp(state, instance.iid).type === 'Personnel' && personnelMatches(bp(state, instance.iid), at.filter));
  return here.some((instance) => {
    const card = bp(state, instance.iid);
    if (card.type !== 'Ship' || zoneKind(instance.zone) !== 'space') return false;
    if ((card.ship?.shipClass ?? '').toLowerCase() !== at.shipClass.toLowerCase()) return false;
    if (at.property && card.property !== at.property) return false;
    return isStaffed(state, instance.iid);
  });
}

function isInLocationZone(zone: string): boolean {
  return ['space', 'surface', 'aboard', 'docked'].includes(zoneKind(zone));
}

function isInLocation(state: GameState, zone: string, location: string): boolean {
  return ['space', 'surface', 'aboard', 'docked'].includes(zoneKind(zone)) && locationOfZone(state, zone) === location;
}

type Run = (nested: readonly Effect[]) => void;

function resolved(v: VerbContext, effect: string, rule: string): void {
  v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect, rule });
}

export const SCOUTING_VERBS: { readonly [K in ScoutingEffect['kind']]: (v: VerbContext, effect: Extract<ScoutingEffect, { kind: K }>, run?: Run) => void } = {
  'record-objective-target': (v) => {
    if (!v.target || !v.ctx.state.locations[v.target]) return resolved(v, 'no target location', SCOUTING_RULES.general);
    v.ctx.emit({ type: 'ObjectiveTargeted', player: v.player, card: v.card, target: v.target, rule: SCOUTING_RULES.general });
  },
  'after-scouting': (v, effect, run) => {
    const record = v.ctx.state.objectives?.[v.card];
    const turn = v.ctx.state.turn?.number;
    if (!record || turn === undefined) return resolved(v, 'the objective has no target', SCOUTING_RULES.general);
    const location = record.target;
    const dilemmasLeft = cardsIn(v.ctx.state, Z.under(location)).some((iid) => bp(v.ctx.state, iid).type === 'Dilemma');
    const title = bp(v.ctx.state, v.card).title;
    const unscouted = scoutingRules(v.ctx.state, v.player).some((rules) => rules.completesFor?.includes(title));
    if (record.completed === undefined && (record.scouted !== undefined || unscouted) && !dilemmasLeft)
      v.ctx.emit({ type: 'ScoutingCompleted', player: v.player, objective: v.card, location, turn, rule: SCOUTING_RULES.scouting });
    const state = v.ctx.state;
    const completed = state.objectives?.[v.card]?.completed;
    if (completed === undefined) return;
    // Issue 15 (helper tail3): unless a card lifts it here (collective-service.ts: Service the Collective).
    if (!effect.noProbe && completed === turn && !probesOnScoutingTurn(state, v.player, location)) return resolved(v, 'scouting completed this turn: no probe until a later turn', SCOUTING_RULES.scouting);
    // "since the end of your last turn": a battle in the opponent's turn just past or in this one.
    if (!effect.noProbe && (state.battledAt?.[location] ?? -Infinity) >= turn - 1) return resolved(v, 'a battle took place at the target location since the end of your last turn: no probe', SCOUTING_RULES.general);
    if (!holdsAtTarget(state, v.player, location, effect.at)) return resolved(v, 'condition not met at the target location', SCOUTING_RULES.general);
    run?.(effect.then);
  },
  'drop-current-objective': (v, effect) => {
    const state = v.ctx.state;
    const current = currentObjective(state, v.player);
    if (!current) return resolved(v, 'no current objective', SCOUTING_RULES.general);
    const queen = effect.toHandWith;
    const toHand = !!queen && Object.values(state.cards).some((instance) => instance.owner === v.player && instance.faceUp && isInLocationZone(instance.zone) && bp(state, instance.iid).type === 'Personnel' && isTitled(bp(state, instance.iid), queen));
    v.ctx.emit({ type: 'CardMoved', card: current, from: state.cards[current]!.zone, to: toHand ? Z.hand(v.player) : Z.discard(v.player), faceUp: true, reason: `${bp(state, current).title}: current objective ${toHand ? 'returned to hand' : 'discarded'}`, rule: RULES.cardEffects });
  },
  'download-to-objective-mission': (v, effect) => {
    const location = v.ctx.state.objectives?.[v.card]?.target;
    const found = findToDownload(v.ctx.state, v.player, effect.title);
    if (!location || !found || checkDownloadable(v.ctx.state, v.player, found)) return resolved(v, `no ${effect.title} to download`, SCOUTING_RULES.general);
    downloadCard(v.ctx, v.player, found, v.card, { to: Z.atop(location) });
  },
  'download-objective': (v) => {
    const [iid, location] = (v.target ?? '').split('>') as [string, string | undefined];
    const instance = v.ctx.state.cards[iid];
    const behaviour = instance ? behaviourOf(instance.blueprint) : undefined;
    const still =
      !!instance && !!location && searchedZones(v.ctx.state, v.player).includes(instance.zone) && !checkDownloadable(v.ctx.state, v.player, iid) && behaviour?.targets?.kind === 'objective-mission' && objectiveMissionTargets(v.ctx.state, v.player, behaviour.targets).includes(location);
    if (!still || currentObjective(v.ctx.state, v.player)) return resolved(v, 'download invalid: the objective or its target is no longer available', SCOUTING_RULES.general);
    downloadCard(v.ctx, v.player, iid, v.card, { cardTarget: location });
  },
  'complete-borg-objective': (v, effect) => {
    const state = v.ctx.state;
    const location = state.objectives?.[v.card]?.target;
    const instance = state.cards[v.card];
    if (!location || !instance) return;
    const garrison = garrisonedAgainst(state, v.player, location);
    if (garrison) return resolved(v, `${garrison}: the objective may not be completed at that mission`, RULES.cardEffects);
    const doubled = borgObjectiveMissions(state, v.player).some((at) => cardsIn(state, Z.atop(at)).some((iid) => iid !== v.card && state.cards[iid]!.owner === v.player && !!behaviourOf(state.cards[iid]!.blueprint)?.borgObjective?.doublesLater));
    v.ctx.emit({ type: 'CardMoved', card: v.card, from: instance.zone, to: Z.atop(location), faceUp: true, reason: `${bp(state, v.card).title}: objective complete, placed on the mission`, rule: SCOUTING_RULES.general });
    // Issue 15 (lead): the completion as a fact, for "just after … completes a [BO] objective" (behaviour/objective-windows.ts).
    v.ctx.emit({ type: 'BorgObjectiveCompleted', player: v.player, objective: v.card, location, rule: SCOUTING_RULES.general });
    const points = doubled ? 2 * effect.points : effect.points;
    if (points !== 0) v.ctx.emit({ type: 'PointsScored', player: v.player, points, bonus: false, source: v.card, rule: '1E rulebook › COMPLETE BORG OBJECTIVES (regular points)' });
    for (const iid of effect.discardHere ? cardsTitledAt(v.ctx.state, location, effect.discardHere) : [])
      v.ctx.emit({ type: 'CardMoved', card: iid, from: v.ctx.state.cards[iid]!.zone, to: Z.discard(v.ctx.state.cards[iid]!.owner), faceUp: true, reason: `${bp(state, v.card).title}: discarded`, rule: RULES.cardEffects });
    // Issue 15 (helper borgobj): cards of the owner's there that go when the objective is completed (borg-objective-extras.ts: Optimize Drones).
    discardOnObjectiveCompleted(v.ctx, v.player, location, v.card);
  },
};

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const SCOUTING_TARGETS = finding(['objective-mission', 'objective-to-download'], (state, player, spec) => objectiveMissionTargets(state, player, spec));
