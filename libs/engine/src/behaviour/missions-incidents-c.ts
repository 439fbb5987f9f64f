/**
 * Objectives and incidents that lie on a mission (issue 15, incidents pass C): the `mission` target,
 * the `attempt-here` permit (read by `matchesMission`, attempt/teams.ts) and the
 * `if-you-solved-here` effect of a `mission-completed` trigger (vocabulary-incidents-c.ts).
 *   1E rulebook › THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES; ATTEMPT A MISSION › BEGINNING A MISSION
 *   ATTEMPT ("a matching affiliation icon … unless a card says otherwise"); MISSION POINTS / BONUS POINTS.
 */
import { groupMemberFromCard } from '@captains-log/cards';
import { isHomeworld, isPlanetMission, isSpaceMission, missionIsAt, titledAmong, isTitled } from '../card-facts';
import { bp } from '../context';
import { RULES } from '../rules';
import type { GameState, Location, PlayerId } from '../types';
import { cardsIn, isInPlayZone, locationOfZone, Z } from '../zones';
import { tableIndex } from '../table-index';
import { holderMatches } from './modifiers-incidents';
import { solvedAnother } from './objective-ship-terms';
import { behaviourOf } from './registry';
import { matchingCounterparts } from './assimilation';
import type { Effect } from './vocabulary';
import type { IncidentCEffect, IncidentCTarget, MissionTargetFilter } from './vocabulary-incidents-c';
import type { VerbContext } from './verbs';
import { finding } from './target-table';
import { anyBeenIn } from './card-record';
import { controls } from '../control';
import { yourFacilityAt } from './facility-target-downloads';

/** The mission card `player` would play on at a location: their own copy, else the one there. */
function missionAt(state: GameState, location: string, player: PlayerId): string | undefined {
  const missions = state.locations[location]?.missions ?? [];
  return missions.find((iid) => state.cards[iid]!.owner === player) ?? missions[0];
}

/** Locations whose mission passes the filter (target `mission`). */
export function missionTargets(state: GameState, player: PlayerId, spec: IncidentCTarget): string[] {
  return Object.values(state.locations)
    .filter((location) => missionPasses(state, player, location, spec.missions))
    .map((location) => location.id);
}

/** Whether the mission `player` would play on at the location passes the filter (and one of its `anyOf`, when given). */
function missionPasses(state: GameState, player: PlayerId, location: Location, filter: MissionTargetFilter): boolean {
  const iid = missionAt(state, location.id, player);
  if (!iid) return false;
  const card = bp(state, iid);
  if (filter.anyOf && !filter.anyOf.some((one) => missionPasses(state, player, location, one))) return false;
  if (filter.pointsBelow !== undefined && !((card.mission?.points?.value ?? 0) < filter.pointsBelow)) return false;
  if (filter.atPlaces && !filter.atPlaces.some((place) => missionIsAt(card, place))) return false;
  if (filter.yours && state.cards[iid]!.owner !== player) return false;
  if (filter.opponents && !location.missions.some((mission) => state.cards[mission]!.owner !== player)) return false;
  if (filter.titles && !titledAmong(filter.titles, card)) return false;
  if (filter.notHomeworld && isHomeworld(card)) return false;
  if (filter.homeworld && !isHomeworld(card)) return false;
  if (filter.planet && !isPlanetMission(card)) return false;
  if (filter.space && !isSpaceMission(card)) return false;
  if (filter.inRegion && !location.region) return false;
  if (filter.regions && !filter.regions.includes(location.region ?? '')) return false;
  if (filter.unattempted && location.attempted) return false;
  if (filter.yourClassificationsHere !== undefined && classificationsHere(state, player, location.id) < filter.yourClassificationsHere) return false;
  if (filter.affiliationIcon && !(card.mission?.affiliationIcons ?? []).includes(filter.affiliationIcon as never)) return false;
  if (filter.notAffiliationIcon && (card.mission?.affiliationIcons ?? []).includes(filter.notAffiliationIcon as never)) return false;
  const names = (word: string) => new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`).test(card.mission?.requirementText ?? '');
  if (filter.requiring && !names(filter.requiring)) return false;
  if (filter.requiringAny && !filter.requiringAny.some(names)) return false;
  const missions = location.missions.map((mission) => bp(state, mission));
  if (filter.minPoints !== undefined && !missions.some((mission) => (mission.mission?.points?.value ?? 0) >= filter.minPoints!)) return false;
  if (filter.pointBox && !missions.some((mission) => !!mission.mission?.points?.raw)) return false;
  if (filter.opponentShipDestroyed && !(state.shipsDestroyedAt?.[location.id] ?? []).some((owner) => owner !== player) && !missions.some((mission) => titledAmong(filter.orTitles, mission))) return false;
  if (filter.withCardTitled && !cardsTitledAt(state, location.id, filter.withCardTitled).length) return false;
  if (filter.withoutCardTitled && cardsTitledAt(state, location.id, filter.withoutCardTitled).length > 0) return false;
  // Issue 15 (helper tail3): none of these titles atop the mission.
  if (filter.withoutAtopTitled && cardsIn(state, Z.atop(location.id)).some((one) => state.cards[one]!.faceUp && titledAmong(filter.withoutAtopTitled!, bp(state, one)))) return false;
  if (filter.withYourFacility && !yourFacilityAt(state, player, location.id, filter.withYourFacility)) return false;
  if (filter.unsolved && (state.completed.p1.includes(location.id) || state.completed.p2.includes(location.id))) return false;
  if (filter.completedByYou && !state.completed[player].includes(location.id)) return false;
  if (filter.noBorgObjective && borgObjectiveOn(state, location.id)) return false;
  if (filter.quadrants && !filter.quadrants.includes(location.quadrant)) return false;
  if (filter.noneOfYoursBeenInQuadrant && anyBeenIn(state, player, location.quadrant, filter.noneOfYoursBeenInQuadrant)) return false;
  if (filter.counterpartMatching && !matchingCounterparts(state, player, card.mission?.affiliationIcons ?? []).length) return false;
  return true;
}

/** Issue 15 (helper intr): how many different classifications the personnel `player` controls at `location` show. */
function classificationsHere(state: GameState, player: PlayerId, location: string): number {
  const seen = new Set<string>();
  for (const instance of tableIndex(state).inPlay) {
    if (!controls(state, player, instance.iid) || locationOfZone(state, instance.zone) !== location) continue;
    const card = bp(state, instance.iid);
    if (card.type === 'Personnel' && card.personnel) seen.add(String(card.personnel.classification));
  }
  return seen.size;
}

/** Whether the card is a face-up Borg-Only Objective (scripted with `borgObjective`). */
export function isBorgObjective(state: GameState, iid: string): boolean {
  const instance = state.cards[iid];
  return !!instance?.faceUp && !!behaviourOf(instance.blueprint)?.borgObjective;
}

/** Whether a Borg-Only Objective lies on the mission at `location` (any player's; an unscripted [BO] Objective too). */
function borgObjectiveOn(state: GameState, location: string): boolean {
  return cardsIn(state, Z.atop(location)).some((iid) => isBorgObjective(state, iid) || (bp(state, iid).type === 'Objective' && bp(state, iid).icons.some((icon) => icon.code === 'BO')));
}

/** The face-up cards in play titled `title` at the location (any zone there: on a facility, atop the mission, in space …). */
export function cardsTitledAt(state: GameState, location: string, title: string): string[] {
  return Object.values(state.cards)
    .filter((instance) => instance.faceUp && isInPlayZone(instance.zone) && isTitled(bp(state, instance.iid), title) && locationOfZone(state, instance.zone) === location)
    .map((instance) => instance.iid);
}

/** Whether a card of the personnel's owner lying on the mission at `location` lets it attempt there (`attempt-here`). */
export function attemptPermittedHere(state: GameState, iid: string, location: string): boolean {
  const owner = state.cards[iid]!.owner;
  const on = cardsIn(state, Z.atop(location)).filter((card) => state.cards[card]!.owner === owner);
  if (on.length === 0) return false;
  const card = bp(state, iid);
  if (card.type !== 'Personnel' || !card.personnel) return false;
  const member = groupMemberFromCard(card);
  return on.some((source) => (behaviourOf(state.cards[source]!.blueprint)?.permits ?? []).some((permit) => permit.kind === 'attempt-here' && holderMatches(state, iid, member, permit.who) && (!permit.ifSolvedAnother || solvedAnother(state, owner, location))));
}

type Run = (nested: readonly Effect[]) => void;

export const INCIDENT_C_VERBS: { readonly [K in IncidentCEffect['kind']]: (v: VerbContext, effect: Extract<IncidentCEffect, { kind: K }>, run?: Run) => void } = {
  'if-you-solved-here': (v, effect, run) => {
    const state = v.ctx.state;
    // The mission just solved: the last MissionSolved of this command (the attempt is over by now).
    const solved = [...v.ctx.events].reverse().find((event) => event.type === 'MissionSolved');
    const unmet = (why: string) => v.ctx.emit({ type: 'CardEffectResolved', card: v.card, player: v.player, effect: `condition not met (${why})`, rule: RULES.cardEffects });
    if (!solved || solved.type !== 'MissionSolved') return unmet('no mission was just solved');
    if (solved.player !== v.player) return unmet('solved by the opponent');
    if (effect.icons) {
      const others = (bp(state, solved.mission).mission?.affiliationIcons ?? []).filter((icon) => icon !== effect.icons!.except);
      if (others.length < effect.icons.count) return unmet(`fewer than ${effect.icons.count} affiliation icons besides ${effect.icons.except}`);
    }
    // Issue 15 (events of later sets): "if no opposing ship is at this mission".
    if (effect.noOpposingShipHere && tableIndex(state).onSpaceline.some((instance) => instance.owner !== v.player && bp(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === solved.location))
      return unmet('an opposing ship is at the mission');
    if (effect.by) {
      const solvers = solved.contributors.filter((iid) => state.cards[iid] && bp(state, iid).type === 'Personnel');
      if (!solvers.some((iid) => holderMatches(state, iid, groupMemberFromCard(bp(state, iid)), effect.by!))) return unmet('no matching personnel among the solvers');
    }
    run?.(effect.then);
  },
};

/** The target and permit words of this pass, for the catalogue test (its effect is in VERBS). */
export const INCIDENT_C_WORDS: readonly string[] = ['target:mission', 'permit:attempt-here', 'permit:free-report', 'restriction:one-of-titles-each-turn'];

/** The target words whose legal targets this module finds (behaviour/targets.ts). */
export const MISSIONS_INCIDENTS_C_TARGETS = finding(['mission'], (state, player, spec) => missionTargets(state, player, spec));
