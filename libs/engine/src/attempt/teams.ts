/**
 * Who is in the attempting teams (1E rulebook › GETTING HURT › SEPARATED: stopped or disabled
 * personnel are not present), the mission's kind and the mission card a player attempts under.
 */
import { awayTeamSide } from '../behaviour/phased';
import { opponentSideAt } from '../behaviour/mission-sides';
import type { Card } from '@captains-log/cards';
import { isPlanetMission, isSpaceMission } from '../card-facts';
import { bp } from '../context';
import type { AttemptState, GameState, PlayerId } from '../types';
import { cardsIn, Z } from '../zones';
import { attemptPermitted } from '../behaviour/play';
import { attemptPermittedByTable } from '../behaviour/table-incidents';
import { attemptPermittedHere } from '../behaviour/missions-incidents-c';
import { attemptPermittedWithTeam } from '../behaviour/objective-attempts';
import { behaviourOf } from '../behaviour/registry';
import { isDeactivated } from '../behaviour/holograms';
import { shipSkills } from '../behaviour/ship-equipment';

export function activePersonnel(state: GameState, zone: string, player: PlayerId): string[] {
  return cardsIn(state, zone).filter((iid) => {
    const instance = state.cards[iid]!;
    return instance.owner === player && !instance.stopped && !instance.disabled && !isDeactivated(state, iid) && bp(state, iid).type === 'Personnel';
  });
}

export function equipmentIn(state: GameState, zone: string, player: PlayerId): string[] {
  // An artifact used as equipment counts as equipment (1E rulebook › THE CARDS › ARTIFACTS).
  return cardsIn(state, zone).filter((iid) => {
    const card = bp(state, iid);
    return state.cards[iid]!.owner === player && !isDeactivated(state, iid) && (card.type === 'Equipment' || (card.type === 'Artifact' && behaviourOf(card.id)?.play?.window.kind === 'report'));
  });
}

function missionCards(state: GameState, location: string): Card[] {
  return state.locations[location]!.missions.map((iid) => bp(state, iid));
}

export function missionKind(state: GameState, location: string): 'planet' | 'space' | 'dual' {
  const cards = missionCards(state, location);
  const planet = cards.some(isPlanetMission);
  const space = cards.some(isSpaceMission);
  return planet && space ? 'dual' : planet ? 'planet' : 'space';
}

export function teamZone(attempt: AttemptState, team: 'crew' | 'away-team'): string {
  return team === 'crew' ? Z.aboard(attempt.ship!) : Z.surface(attempt.location);
}

export function present(state: GameState, attempt: AttemptState, team: 'crew' | 'away-team'): string[] {
  if (team === 'crew' && !attempt.ship) return [];
  if (team === 'away-team' && !attempt.planet) return [];
  // Issue 15 (behaviour/phased.ts): a phased team and the player's other personnel on the planet are two Away Teams.
  if (team === 'away-team') return awayTeamSide(state, attempt.location, attempt.player, activePersonnel(state, teamZone(attempt, team), attempt.player), attempt.phased ?? false);
  return activePersonnel(state, teamZone(attempt, team), attempt.player);
}

export function allPresent(state: GameState, attempt: AttemptState): string[] {
  return [...present(state, attempt, 'away-team'), ...present(state, attempt, 'crew')];
}

export function presentWithEquipment(state: GameState, attempt: AttemptState, team: 'crew' | 'away-team' | 'both'): string[] {
  const teams: ('crew' | 'away-team')[] = team === 'both' ? ['away-team', 'crew'] : [team];
  return teams.flatMap((t) => {
    const people = present(state, attempt, t);
    if (people.length === 0) return [];
    // Issue 15: a ship's regular skills as special equipment count as a crew member's (1E rulebook › SKILLS › Clarifications: Ships with Skills).
    const ship = t === 'crew' && attempt.ship && shipSkills(state, attempt.ship).length > 0 ? [attempt.ship] : [];
    return [...people, ...equipmentIn(state, teamZone(attempt, t), attempt.player), ...ship];
  });
}

/** A personnel whose affiliation matches one of the mission's icons (1E rulebook › BEGINNING A MISSION ATTEMPT). */
export function matchesMission(state: GameState, mission: Card, iid: string, location?: string): boolean {
  const card = bp(state, iid);
  // Issue 15 (missions): the opponent of a two-sided mission's owner attempts under its other side (behaviour/mission-sides.ts).
  const side = location ? opponentSideAt(state, location, state.cards[iid]!.owner) : undefined;
  const icons = side?.icons ?? (side?.anyTeam ? [] : (mission.mission?.affiliationIcons ?? []));
  // Issue 15: a card on the mission may let this affiliation attempt it (Espionage).
  if (location && attemptPermitted(state, state.cards[iid]!.owner, location, card.affiliations)) return true;
  // Issue 15, third pass: an incident on the owner's table may let them attempt it (IDIC cards).
  if (location && attemptPermittedByTable(state, iid, mission, location)) return true;
  // Issue 15, incidents pass C: an objective on the mission may let these personnel attempt it (Reaching Out).
  if (location && attemptPermittedHere(state, iid, location)) return true;
  // Issue 15 (objectives): an objective on the mission may let a team of enough such personnel attempt it (Reap All the Glory).
  if (location && attemptPermittedWithTeam(state, iid, location)) return true;
  // Issue 15 (missions): "Any non-Dominion Away Team may attempt" (behaviour/vocabulary-missions.ts › attemptBy).
  const attemptBy = icons.length === 0 && !side ? behaviourOf(mission.id)?.mission?.attemptBy : undefined;
  if (attemptBy) return !card.affiliations.some((affiliation) => attemptBy.anyExcept.includes(affiliation));
  if (icons.length === 0) return side?.anyTeam ? true : /any crew|any away team|any personnel/i.test(mission.mission?.attemptText ?? '');
  return card.affiliations.some((affiliation) => icons.includes(affiliation));
}

/** The mission card at a location that `player` attempts under (their own copy at a shared location). */
export function attemptedMission(state: GameState, location: string, player: PlayerId): string {
  const missions = state.locations[location]!.missions;
  return missions.find((iid) => state.cards[iid]!.owner === player) ?? missions[0]!;
}
