/**
 * Issue 15 (missions): the side of a two-sided mission the attempting player uses (1E rulebook ›
 * MISSIONS: a mission's owner uses the side facing them, the opponent the other). `opponentSideAt` is
 * read by `matchesMission` (who may attempt) and by the attempt flow's `solve` (requirements); it is
 * one look-up by location and exits at once for a mission without an opponent's side.
 */
import { bp, problem, type Problem } from '../context';
import { RULES } from '../rules';
import type { GameState, PlayerId } from '../types';
import { cardsIn, Z, zoneArg, zoneKind } from '../zones';
import { shipAttribute } from './ship-modifiers';
import { behaviourOf } from './registry';
import type { LocationRule, MissionText, OpponentSide } from './vocabulary-missions';

/** The opponent's side `player` attempts under at `location` (the mission there is not theirs), if the mission has one. */
export function opponentSideAt(state: GameState, location: string, player: PlayerId): OpponentSide | undefined {
  const missions = state.locations[location]?.missions ?? [];
  // A player attempts under their own copy at a shared location (attempt/teams.ts › attemptedMission).
  if (missions.some((iid) => state.cards[iid]!.owner === player)) return undefined;
  const mission = missions[0];
  return mission ? behaviourOf(state.cards[mission]!.blueprint)?.mission?.opponentSide : undefined;
}

/** The mission text that applies to `player` solving the mission at `location`: none of the owner's side for the opponent of a two-sided mission. */
export function textFor(state: GameState, location: string, player: PlayerId, text: MissionText | undefined): MissionText | undefined {
  return text && opponentSideAt(state, location, player) ? undefined : text;
}

/**
 * RANGE the ship's owner gains from the missions they solved whose text says so (`solverShips`):
 * one per mission title unless cumulative. A look-up per completed location; none for a player who
 * has solved nothing.
 */
export function solvedMissionShipDelta(state: GameState, ship: string, attribute: string): number {
  const instance = state.cards[ship];
  if (!instance || attribute !== 'RANGE') return 0;
  const completed = state.completed[instance.owner];
  if (completed.length === 0) return 0;
  const shipClass = (state.blueprints[instance.blueprint]?.ship?.shipClass ?? '').toLowerCase();
  const seen = new Set<string>();
  let delta = 0;
  for (const location of completed)
    for (const mission of state.locations[location]?.missions ?? []) {
      if (state.cards[mission]!.owner !== instance.owner && (state.locations[location]!.missions.length > 1)) continue;
      const behaviour = behaviourOf(state.cards[mission]!.blueprint);
      const bonus = behaviour?.mission?.solverShips;
      if (!bonus || (bonus.classContains && !shipClass.includes(bonus.classContains.toLowerCase()))) continue;
      if (!bonus.cumulative && seen.has(behaviour.title)) continue;
      seen.add(behaviour.title);
      delta += bonus.delta;
    }
  return delta;
}

/**
 * The mission's own conditions on attempting it ("May attempt only if your total WEAPONS>14 here"),
 * for `checkAttemptTeam` (1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT: unless a card
 * says otherwise). Null when they hold or the mission has none.
 */
export function checkMissionAttemptConditions(state: GameState, location: string, player: PlayerId, mission: string): Problem | null {
  const text = behaviourOf(state.cards[mission]!.blueprint)?.mission;
  if (!text) return null;
  const side = opponentSideAt(state, location, player);
  const conditions = side ? side.attemptRequires : text.attemptRequires;
  if (!conditions) return null;
  for (const condition of conditions) {
    const total = cardsIn(state, Z.space(location))
      .filter((iid) => state.cards[iid]!.owner === player && bp(state, iid).type === 'Ship')
      .reduce((sum, iid) => sum + shipAttribute(state, iid, 'WEAPONS'), 0);
    if (total <= condition.above)
      return problem('ATTEMPT_CONDITION', `${bp(state, mission).title} may be attempted only if your ships here total WEAPONS>${condition.above} (they total ${total})`, RULES.beginningAttempt);
  }
  return null;
}

/** The span `player` uses for the mission card `mission` they do not own, when its opponent's side shows another (play.ts › locationSpan). */
export function opponentSpan(state: GameState, mission: string, player: PlayerId): number | undefined {
  const instance = state.cards[mission];
  if (!instance || instance.owner === player) return undefined;
  return behaviourOf(instance.blueprint)?.mission?.opponentSide?.span;
}

/** A mission at the location has this location rule (`mission.location`). */
export function locationRuleAt(state: GameState, location: string | null | undefined, rule: LocationRule): boolean {
  if (!location) return false;
  return (state.locations[location]?.missions ?? []).some((iid) => behaviourOf(state.cards[iid]!.blueprint)?.mission?.location?.includes(rule) ?? false);
}

/** The planet surface `zone` is quarantined by its mission, not yet solved by anyone. */
export function planetQuarantined(state: GameState, zone: string): boolean {
  const location = zoneKind(zone) === 'surface' ? zoneArg(zone) : undefined;
  if (!location || !locationRuleAt(state, location, 'planet-quarantined-until-solved')) return false;
  return !state.completed.p1.includes(location) && !state.completed.p2.includes(location);
}

/** An Orb artifact seeded at a mission that lets any number of them seed there (not a mis-seed: seeding.ts, attempt/flow.ts). */
export function orbArtifactWelcome(state: GameState, location: string, card: { readonly type: string; readonly characteristics: readonly string[] }): boolean {
  return card.type === 'Artifact' && card.characteristics.some((one) => one.toLowerCase() === 'orb artifact') && locationRuleAt(state, location, 'orb-artifacts-seed');
}

/**
 * A mission `player` solved lets them initiate battle against a defending force of these affiliations
 * (every defending affiliation listed), lifting the affiliation attack restrictions (1E rulebook ›
 * BATTLE › INITIATING A BATTLE › Affiliation Attack Restrictions: unless a card says otherwise).
 */
export function solvedMissionAttackPermit(state: GameState, player: PlayerId, defending: ReadonlySet<string>): boolean {
  if (defending.size === 0) return false;
  for (const location of state.completed[player])
    for (const mission of state.locations[location]?.missions ?? []) {
      const allowed = behaviourOf(state.cards[mission]!.blueprint)?.mission?.solverMayAttack;
      if (allowed && [...defending].every((affiliation) => allowed.includes(affiliation))) return true;
    }
  return false;
}

/** One of `player`'s missions on the spaceline lets them seed a card of this title on their table ("You may seed one {X} on table in facility phase"). */
export function missionSeedOnTablePermit(state: GameState, player: PlayerId, title: string): boolean {
  return Object.values(state.locations).some((location) =>
    location.missions.some((iid) => state.cards[iid]!.owner === player && behaviourOf(state.cards[iid]!.blueprint)?.mission?.ownerSeedsOnTable === title),
  );
}
