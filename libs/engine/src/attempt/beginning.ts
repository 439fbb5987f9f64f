/**
 * Who may attempt what: 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT (own missions
 * with a point box, opponent's with 40+ points, shared and universal missions, matching affiliation
 * icons, the attempting Away Team or crew).
 */
import { barredProblem } from '../behaviour/attempt-bars';
import { advisedProblem } from '../behaviour/ferengi-profits';
import { multiIconMissionForbidden } from '../behaviour/multi-icon-mission-guards';
import { checkCrewHeldForAttempt } from '../behaviour/abandoned-ship';
import { awayTeamSide } from '../behaviour/phased';
import { behaviourOf } from '../behaviour/registry';
import { checkMissionAttemptConditions } from '../behaviour/mission-sides';
import { attemptGuardProblem } from '../behaviour/mission-guards';
import { adjacentGuardProblem } from '../behaviour/adjacent-guards';
import { checkScoutAttempt, garrisonProblem } from '../behaviour/scouting';
import { assimilatedPlanetProblem } from '../behaviour/assimilation';
import { opponentsMissionForbidden } from '../behaviour/verbs-events-c';
import { checkShipDoesNothingElse } from '../behaviour/targets-premiere';
import { bp, problem, type Problem } from '../context';
import { dilemmaDef } from '../dilemmas';
import { RULES } from '../rules';
import type { CommandOf, GameState, PlayerId } from '../types';
import { cardsIn, locationOfZone, Z } from '../zones';
import { isCloaked, SHIP_RULES } from '../behaviour/ship-equipment';
import { activePersonnel, attemptedMission, matchesMission, missionKind } from './teams';

function mayAttemptLocation(state: GameState, location: string, player: PlayerId): Problem | null {
  const rule = RULES.beginningAttempt;
  const place = state.locations[location];
  if (!place) return problem('NO_SUCH_LOCATION', `no location ${location}`, rule);
  if (state.completed.p1.includes(location) || state.completed.p2.includes(location))
    return problem('MISSION_COMPLETED', 'a completed mission cannot be attempted again', RULES.solving);
  const blocked = Object.values(state.ongoing).find((entry) => entry.location === location && entry.on === 'mission' && dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.blocksAttempts);
  if (blocked) return problem('MISSION_BLOCKED', `${bp(state, blocked.dilemma).title} prevents attempts here`, RULES.encounteringDilemmas);
  const cards = place.missions.map((iid) => ({ instance: state.cards[iid]!, card: bp(state, iid) }));
  const own = cards.find((entry) => entry.instance.owner === player);
  const shared = cards.length > 1 && new Set(cards.map((entry) => entry.instance.owner)).size > 1;
  if (own && own.card.mission?.points?.raw) return null;
  if (own && !shared) return problem('NO_POINT_BOX', `${own.card.title} has no point box and cannot be attempted`, rule);
  if (shared) return null;
  const theirs = cards[0]!.card;
  // Issue 15 (missions): the point box facing the opponent is the other side's, on a two-sided mission.
  if ((behaviourOf(theirs.id)?.mission?.opponentSide?.points ?? theirs.mission?.points?.value ?? 0) >= 40) return null;
  if (theirs.mission?.universal) {
    const copies = Object.values(state.locations).filter((other) => other.missions.some((iid) => bp(state, iid).id === theirs.id)).length;
    if (copies > 1) return null;
  }
  return problem('OPPONENTS_MISSION', `you may attempt ${theirs.title} (an opponent's mission) only if it shows 40 points or more, is shared, or is a universal mission with another copy in play`, rule);
}

export function checkAttempt(state: GameState, command: CommandOf<'AttemptMission'>): Problem | null {
  const rule = RULES.beginningAttempt;
  if (state.phase !== 'play' || !state.turn) return problem('WRONG_PHASE', 'missions are attempted in the play phase', rule);
  if (state.turn.player !== command.actor) return problem('NOT_YOUR_TURN', `it is ${state.turn.player}'s turn`, RULES.playPhase);
  if (state.attempt) return problem('ATTEMPT_IN_PROGRESS', 'a mission attempt is in progress', RULES.attemptIsOneAction);
  // Issue 15 (borg objectives): a scouting attempt has its own rules (behaviour/scouting.ts).
  if (command.scout !== undefined) return checkScoutAttempt(state, command);
  return (
    mayAttemptLocation(state, command.location, command.actor) ??
    // Issue 15 (borg objectives): a garrison of the opponent's on the mission (behaviour/scouting.ts: Post Garrison).
    garrisonProblem(state, command.actor, command.location) ??
    // Issue 15 (borg): an assimilated planet (behaviour/assimilation.ts).
    assimilatedPlanetProblem(state, command.location) ??
    checkShipDoesNothingElse(state, command.ship) ??
    // Issue 15 (events-f): Abandon Mission (behaviour/abandoned-ship.ts).
    checkCrewHeldForAttempt(state, command.ship) ??
    checkAttemptTeam(state, command) ??
    // Issue 15, events-c: Treaty: Federation/Romulan/Klingon (behaviour/verbs-events-c.ts).
    opponentsMissionForbidden(state, command.actor, command.location, command.ship) ??
    // Issue 15 (battle2): HQ: Defensive Measures (behaviour/multi-icon-mission-guards.ts).
    multiIconMissionForbidden(state, command.actor, command.location, command.ship) ??
    // Issue 15 (qtime): Aldebaran Serpent on the mission (behaviour/attempt-bars.ts).
    barredProblem(state, command.actor, command.location) ??
    // Issue 15 (helper ferengi): a mission the opponent's 59th Rule of Acquisition advised (behaviour/ferengi-profits.ts).
    advisedProblem(state, command.actor, command.location)
  );
}

/** The team that would attempt (Away Team on the surface, the named ship's crew); the location apart. */
export function checkAttemptTeam(state: GameState, command: CommandOf<'AttemptMission'>): Problem | null {
  const rule = RULES.beginningAttempt;
  const kind = missionKind(state, command.location);
  const mission = bp(state, attemptedMission(state, command.location, command.actor));
  let awayTeam: string[] = [];
  let crew: string[] = [];
  if (kind !== 'space') {
    awayTeam = awayTeamSide(state, command.location, command.actor, activePersonnel(state, Z.surface(command.location), command.actor));
    if (awayTeam.length === 0) {
      // personnel there, but none may take part: say so (1E rulebook › GETTING HURT › STOPPED: stopped cards are out of the action for the rest of the turn)
      const there = cardsIn(state, Z.surface(command.location)).filter((iid) => state.cards[iid]!.owner === command.actor && bp(state, iid).type === 'Personnel');
      if (there.length > 0 && there.every((iid) => state.cards[iid]!.stopped))
        return problem('AWAY_TEAM_STOPPED', 'your personnel on the planet are stopped: stopped cards may not attempt a mission for the rest of the turn', RULES.stopped);
      return problem('NO_AWAY_TEAM', 'a planet mission is attempted by an Away Team on the surface', rule);
    }
    if (!awayTeam.some((iid) => matchesMission(state, mission, iid, command.location)))
      return problem('NO_MATCHING_AFFILIATION', `no one in the Away Team matches ${mission.title}'s affiliation icons`, rule);
  }
  if (kind !== 'planet') {
    if (!command.ship) return problem('NO_SHIP', kind === 'dual' ? 'a dual mission needs a crew in orbit too: name the ship' : 'a space mission is attempted by an undocked ship: name it', rule);
    const ship = state.cards[command.ship];
    if (!ship || ship.owner !== command.actor || bp(state, ship.iid).type !== 'Ship') return problem('NO_SHIP', 'that is not your ship', rule);
    if (ship.zone !== Z.space(command.location)) return problem('SHIP_NOT_HERE', 'the ship must be undocked in orbit at the mission', rule);
    if (ship.stopped) return problem('STOPPED', 'a stopped ship cannot attempt a mission', RULES.stopped);
    if (isCloaked(state, ship.iid)) return problem('CLOAKED', 'a cloaked or phased ship may not attempt a mission', SHIP_RULES.cloakNoAttempt);
    crew = activePersonnel(state, Z.aboard(ship.iid), command.actor);
    if (!crew.some((iid) => matchesMission(state, mission, iid, command.location)))
      return problem('NO_MATCHING_AFFILIATION', `no one aboard matches ${mission.title}'s affiliation icons`, rule);
  } else if (command.ship) return problem('NOT_A_SPACE_MISSION', 'a planet mission is attempted by an Away Team, not a ship', rule);
  // Issue 15 (missions): the mission's own conditions on attempting it (behaviour/mission-sides.ts).
  const missionCondition = checkMissionAttemptConditions(state, command.location, command.actor, attemptedMission(state, command.location, command.actor));
  if (missionCondition) return missionCondition;
  // Issue 15 (borg): a card lying on the mission may guard it (behaviour/mission-guards.ts).
  const guarded = attemptGuardProblem(state, command.location, [...awayTeam, ...crew]);
  if (guarded) return guarded;
  // Issue 15 (incobj): an opponent's card between this mission and a neighbour (behaviour/adjacent-guards.ts).
  const tooFew = adjacentGuardProblem(state, command.actor, command.location, awayTeam.length + crew.length);
  if (tooFew) return tooFew;
  // A dilemma placed here may ask for a bigger team (issue 15, `ongoing.minAttemptTeam`).
  for (const entry of Object.values(state.ongoing)) {
    const least = entry.location === command.location && entry.player === command.actor ? dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.minAttemptTeam : undefined;
    if (least !== undefined && awayTeam.length + crew.length < least)
      return problem('TEAM_TOO_SMALL', `${bp(state, entry.dilemma).title}: an attempt here needs at least ${least} personnel`, RULES.encounteringDilemmas);
    // Branch dilemmas-c: `ongoing.requiresOwnShipHere` (God).
    if (entry.location === command.location && entry.player === command.actor && dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing?.requiresOwnShipHere && !ownShipAt(state, command.actor, command.location))
      return problem('NO_SHIP_HERE', `${bp(state, entry.dilemma).title}: an attempt here needs a ship of yours at this location`, RULES.encounteringDilemmas);
  }
  return null;
}

type Candidate = { location: string; ship?: string };

/** States are immutable: the candidates of a state are worked out once per player (legalCommands, then the random player's weights). */
const candidatesOf = new WeakMap<GameState, Partial<Record<PlayerId, readonly Candidate[]>>>();

/** Locations `player` may attempt now, with the ship to name (legalCommands). */
export function attemptCandidates(state: GameState, player: PlayerId): readonly Candidate[] {
  let known = candidatesOf.get(state);
  if (!known) candidatesOf.set(state, (known = {}));
  return (known[player] ??= findCandidates(state, player));
}

function findCandidates(state: GameState, player: PlayerId): Candidate[] {
  const out: Candidate[] = [];
  for (const location of Object.keys(state.locations)) {
    if (mayAttemptLocation(state, location, player)) continue;
    const kind = missionKind(state, location);
    if (kind === 'planet') out.push({ location });
    else
      for (const ship of cardsIn(state, Z.space(location)))
        if (state.cards[ship]!.owner === player && bp(state, ship).type === 'Ship') out.push({ location, ship });
  }
  return out;
}

/** A ship of the player's at the location (in orbit or docked). */
function ownShipAt(state: GameState, player: PlayerId, location: string): boolean {
  return Object.values(state.cards).some((instance) => instance.owner === player && bp(state, instance.iid).type === 'Ship' && locationOfZone(state, instance.zone) === location);
}
