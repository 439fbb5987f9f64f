/**
 * Readings of the bot's known state (known-state.ts): its cards on the table, groups of personnel
 * by location, the missions it may attempt and what they are worth, and how far a requirement is
 * from being met. Rules questions go to the engine's own helpers (meetGroup, isStaffed,
 * flightCost, check); this file only adds the bot's judgement (values, deficits).
 */
import { attributeNumber, evaluateRequirement, skillLevel, type Card, type GroupMember, type RequirementExpression } from '@captains-log/cards';
import {
  check,
  countedPoints,
  dilemmaDef,
  flightCost,
  isStaffed,
  locationOfCard,
  meetGroup,
  memberOf,
  pointsNeeded,
  Z,
  zoneArg,
  zoneKind,
  type GameState,
  type PlayerId,
} from '@captains-log/engine';
import { withCardsIn } from './known-state';

export interface Table {
  readonly state: GameState;
  readonly me: PlayerId;
  readonly opponent: PlayerId;
  /** Answers computed once per decision (groups, open missions, requirement checks). */
  readonly memo: Map<string, unknown>;
}

export function makeTable(state: GameState, me: PlayerId): Table {
  return { state, me, opponent: me === 'p1' ? 'p2' : 'p1', memo: new Map() };
}

function memo<T>(table: Table, key: string, compute: () => T): T {
  if (table.memo.has(key)) return table.memo.get(key) as T;
  const value = compute();
  table.memo.set(key, value);
  return value;
}

export function cardOf(table: Table, iid: string): Card {
  return table.state.blueprints[table.state.cards[iid]!.blueprint]!;
}

export function cardsIn(table: Table, zone: string): readonly string[] {
  return table.state.zones[zone] ?? [];
}

export function zoneOfCard(table: Table, iid: string): string {
  return table.state.cards[iid]!.zone;
}

/** The spaceline location of a card in play ('' when it is not at one). */
export function locationOf(table: Table, iid: string): string {
  return locationOfCard(table.state, iid) ?? '';
}

const ON_TABLE = new Set(['space', 'surface', 'docked']);

/** My facilities or ships at spaceline locations. */
export function myOnTable(table: Table, type: 'Facility' | 'Ship'): string[] {
  return memo(table, `on-table:${type}`, () => Object.values(table.state.cards)
    .filter((instance) => instance.owner === table.me && ON_TABLE.has(zoneKind(instance.zone)) && cardOf(table, instance.iid).type === type)
    .map((instance) => instance.iid));
}

/** Facilities my personnel and ships report to. */
export function myReportingFacilities(table: Table): string[] {
  return myOnTable(table, 'Facility').filter((iid) => {
    const kind = cardOf(table, iid).facilityKind;
    return kind === 'Outpost' || kind === 'Headquarters';
  });
}

export function isMyPersonnel(table: Table, iid: string): boolean {
  const instance = table.state.cards[iid];
  return !!instance && instance.owner === table.me && cardOf(table, iid).type === 'Personnel';
}

/** Not stopped, not disabled: present for attempts and able to move. */
export function isActive(table: Table, iid: string): boolean {
  const instance = table.state.cards[iid]!;
  return !instance.stopped && !instance.disabled;
}

/** My personnel (and the equipment with them) at a spaceline location: aboard my ships/facilities there or on its surface. */
export interface Group {
  readonly location: string;
  /** Personnel and equipment, active or not. */
  readonly members: readonly string[];
  readonly personnel: readonly string[];
  readonly active: readonly string[];
  /** My ships at the location (in orbit, docked or landed). */
  readonly ships: readonly string[];
  /** My facilities at the location. */
  readonly facilities: readonly string[];
}

export function groups(table: Table): Group[] {
  return memo(table, 'groups', () => computeGroups(table));
}

function computeGroups(table: Table): Group[] {
  const byLocation = new Map<string, { members: string[]; ships: string[]; facilities: string[] }>();
  const entry = (location: string) => {
    let found = byLocation.get(location);
    if (!found) byLocation.set(location, (found = { members: [], ships: [], facilities: [] }));
    return found;
  };
  for (const instance of Object.values(table.state.cards)) {
    if (instance.owner !== table.me) continue;
    const kind = zoneKind(instance.zone);
    const type = cardOf(table, instance.iid).type;
    if (ON_TABLE.has(kind) && (type === 'Ship' || type === 'Facility')) {
      const location = locationOfCard(table.state, instance.iid);
      if (location) (type === 'Ship' ? entry(location).ships : entry(location).facilities).push(instance.iid);
      continue;
    }
    if ((type === 'Personnel' || type === 'Equipment') && (kind === 'aboard' || kind === 'surface')) {
      if (kind === 'aboard' && table.state.cards[zoneArg(instance.zone)]?.owner !== table.me) continue;
      const location = locationOfCard(table.state, instance.iid);
      if (location) entry(location).members.push(instance.iid);
    }
  }
  return [...byLocation.entries()]
    .map(([location, found]) => {
      const personnel = found.members.filter((iid) => cardOf(table, iid).type === 'Personnel');
      return {
        location,
        members: found.members.sort(byId),
        personnel: personnel.sort(byId),
        active: personnel.filter((iid) => isActive(table, iid)).sort(byId),
        ships: found.ships.sort(byId),
        facilities: found.facilities.sort(byId),
      };
    })
    .sort((a, b) => b.personnel.length - a.personnel.length || byId(a.location, b.location));
}

/** The group's active personnel and its equipment: who moves and who attempts. */
export function memberIds(table: Table, group: Group): string[] {
  return group.members.filter((iid) => cardOf(table, iid).type !== 'Personnel' || isActive(table, iid));
}

export function byId(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Missions

export type MissionKind = 'planet' | 'space' | 'dual';

export interface Mission {
  readonly location: string;
  /** The mission card I attempt under (my own copy at a shared location). */
  readonly mission: string;
  readonly card: Card;
  readonly kind: MissionKind;
  readonly points: number;
  readonly expression: RequirementExpression;
  readonly quadrant: string;
}

export function locationKind(table: Table, location: string): MissionKind {
  const kinds = table.state.locations[location]!.missions.map((iid) => cardOf(table, iid).mission?.kind);
  const planet = kinds.some((kind) => kind === 'planet' || kind === 'dual');
  const space = kinds.some((kind) => kind === 'space' || kind === 'dual');
  return planet && space ? 'dual' : planet ? 'planet' : 'space';
}

/** Where-to-attempt problems that no team can fix (completed, blocked, someone else's mission). */
const LOCATION_PROBLEMS = new Set(['NO_SUCH_LOCATION', 'MISSION_COMPLETED', 'MISSION_BLOCKED', 'NO_POINT_BOX', 'OPPONENTS_MISSION']);

/**
 * Missions I may attempt, asked of the engine's own check (1E rulebook › ATTEMPT A MISSION ›
 * BEGINNING A MISSION ATTEMPT): only location problems count here, team problems are for the plan.
 * Missions I may not solve (my own mis-seed) and requirements the engine cannot decide are left out.
 */
export function openMissions(table: Table): Mission[] {
  return memo(table, 'open-missions', () => computeOpenMissions(table));
}

function computeOpenMissions(table: Table): Mission[] {
  const out: Mission[] = [];
  for (const location of Object.keys(table.state.locations).sort(byId)) {
    if (table.state.noSolve[table.me].includes(location)) continue;
    if (table.state.completed.p1.includes(location) || table.state.completed.p2.includes(location)) continue;
    const found = check(table.state, { type: 'AttemptMission', actor: table.me, location });
    if (found && LOCATION_PROBLEMS.has(found.code)) continue;
    const missions = table.state.locations[location]!.missions;
    const mission = missions.find((iid) => table.state.cards[iid]!.owner === table.me) ?? missions[0]!;
    const card = cardOf(table, mission);
    const expression = card.mission?.requirements;
    if (!expression || hasCondition(expression)) continue;
    out.push({
      location,
      mission,
      card,
      kind: locationKind(table, location),
      points: card.mission?.points?.value ?? 0,
      expression,
      quadrant: table.state.locations[location]!.quadrant,
    });
  }
  return out;
}

function hasCondition(expression: RequirementExpression): boolean {
  if (expression.kind === 'all' || expression.kind === 'any') return expression.of.some(hasCondition);
  return expression.kind === 'condition';
}

/**
 * What solving a mission is worth to me: its points, plus a share of the 40-point penalties it
 * lifts (1E rulebook › WINNING THE GAME: a planet and a space mission, an Alpha Quadrant mission).
 */
export function missionValue(table: Table, mission: Mission): number {
  const done = table.state.completed[table.me].map((location) => locationKind(table, location));
  let value = Math.max(mission.points, 0);
  const planetDone = done.some((kind) => kind !== 'space');
  const spaceDone = done.some((kind) => kind !== 'planet');
  if (!planetDone && mission.kind !== 'space') value += 25;
  if (!spaceDone && mission.kind !== 'planet') value += 25;
  const alphaSeeded = Object.values(table.state.locations).some((location) => location.quadrant === 'Alpha');
  const alphaDone = table.state.completed[table.me].some((location) => table.state.locations[location]!.quadrant === 'Alpha');
  if (alphaSeeded && !alphaDone && mission.quadrant === 'Alpha') value += 25;
  return value;
}

/** Whether someone in `members` matches the mission's affiliation icons (or the mission lets any crew attempt). */
export function matchesMission(table: Table, mission: Card, members: readonly string[]): boolean {
  const icons = mission.mission?.affiliationIcons ?? [];
  if (icons.length === 0) return /any crew|any away team|any personnel/i.test(mission.mission?.attemptText ?? '');
  return members.some((iid) => cardOf(table, iid).affiliations.some((affiliation) => icons.includes(affiliation)));
}

/**
 * Does some group chosen from `members` meet the requirement? The engine's meetGroup (which searches
 * subsets for terms more personnel can spoil, `no X` and `<`), remembered for the decision.
 */
export function meets(table: Table, expression: RequirementExpression, members: readonly string[]): boolean {
  let results = table.memo.get('meets') as Map<RequirementExpression, Map<string, boolean>> | undefined;
  if (!results) table.memo.set('meets', (results = new Map()));
  let byGroup = results.get(expression);
  if (!byGroup) results.set(expression, (byGroup = new Map()));
  const key = [...members].sort().join(',');
  let met = byGroup.get(key);
  if (met === undefined) {
    // The subset search is costly: skip it when even the terms more personnel help with are not
    // met, and for groups of more than 8 (then the whole group decides: a cautious answer).
    if (monotone(expression)) met = meetGroup(table.state, expression, members).verdict === 'met';
    else if (evaluateRequirement(relaxed(expression), membersOf(table, members)).verdict !== 'met') met = false;
    else if (members.length > 8) met = evaluateRequirement(expression, membersOf(table, members)).verdict === 'met';
    else met = meetGroup(table.state, expression, members).verdict === 'met';
    byGroup.set(key, met);
  }
  return met;
}

/** The requirement without its `no X` and `<` terms (each replaced by an empty, always-met conjunction). */
function relaxed(expression: RequirementExpression): RequirementExpression {
  if (expression.kind === 'all' || expression.kind === 'any') return { kind: expression.kind, of: expression.of.map(relaxed) };
  return monotone(expression) ? expression : { kind: 'all', of: [] };
}

/** Whether more personnel can only help (no `no X`, no `<` term): then one missing member is a fair test of a margin. */
export function monotone(expression: RequirementExpression): boolean {
  if (expression.kind === 'all' || expression.kind === 'any') return expression.of.every(monotone);
  return expression.kind !== 'absent' && !(expression.kind === 'attribute' && (expression.comparator === '<' || expression.comparator === '<='));
}

/** Seed cards under a location that are not mine (face-down: their identity is unknown). */
export function unknownSeedsUnder(table: Table, location: string): number {
  return cardsIn(table, Z.under(location)).filter((iid) => table.state.cards[iid]!.owner !== table.me).length;
}

// ---------------------------------------------------------------------------------------------
// How far a group is from a requirement (the bot's own measure, for choosing whom to report)

/** 0 when met; otherwise roughly how many more skill levels (or tens of attribute points) are needed. */
export function deficit(expression: RequirementExpression, members: readonly GroupMember[]): number {
  switch (expression.kind) {
    case 'all':
      return expression.of.reduce((sum, part) => sum + deficit(part, members), 0);
    case 'any':
      return Math.min(...expression.of.map((part) => deficit(part, members)));
    case 'skill':
      return Math.max(0, expression.count - members.reduce((sum, member) => sum + skillLevel(member, expression.skill), 0));
    case 'skill-family':
      return 0;
    case 'attribute': {
      const total = members.reduce(
        (sum, member) => sum + (expression.attribute === 'INTEGRITY' ? member.integrity : expression.attribute === 'CUNNING' ? member.cunning : expression.attribute === 'STRENGTH' ? member.strength : 0),
        0,
      );
      const wanted = expression.comparator === '>' ? expression.value + 1 : expression.comparator === '>=' ? expression.value : -Infinity;
      return wanted === -Infinity ? 0 : Math.max(0, wanted - total) / 8;
    }
    case 'named': {
      const have = members.filter((member) => [member.title, ...(member.persona ?? [])].some((name) => name.toLowerCase().includes(expression.name.toLowerCase()))).length;
      return Math.max(0, expression.count - have);
    }
    case 'icon-holders':
      return Math.max(0, expression.count - members.filter((member) => (member.icons ?? []).some((code) => code.toLowerCase() === expression.icon.toLowerCase())).length);
    case 'characteristic':
      return Math.max(
        0,
        expression.count - members.filter((member) => (member.characteristics ?? []).some((c) => c.toLowerCase().startsWith(expression.characteristic.toLowerCase().replace(/s$/, '')))).length,
      );
    case 'icon':
      return members.some((member) => (member.icons ?? []).some((code) => code.toLowerCase() === expression.icon.toLowerCase())) ? 0 : 1;
    default:
      return 0;
  }
}

export function membersOf(table: Table, ids: readonly string[]): GroupMember[] {
  return ids.map((iid) => memberOf(table.state, iid));
}

/** A personnel's general worth: skill levels, attributes, a staffing icon. */
export function personnelWorth(table: Table, iid: string): number {
  const card = cardOf(table, iid);
  if (card.type !== 'Personnel' || !card.personnel) return 0.2;
  const member = memberOf(table.state, iid);
  const skills = member.skills.reduce((sum, skill) => sum + skill.level, 0) + (member.classification ? 1 : 0);
  const attributes = (attributeNumber(card.personnel.integrity) + attributeNumber(card.personnel.cunning) + attributeNumber(card.personnel.strength)) / 10;
  const staffing = card.icons.some((icon) => icon.code === 'Cmd') ? 0.6 : card.icons.some((icon) => icon.code === 'Stf') ? 0.3 : 0;
  return skills + attributes + staffing;
}

// ---------------------------------------------------------------------------------------------
// Ships and travel

export function shipRange(table: Table, ship: string): number {
  const card = cardOf(table, ship);
  return card.ship ? attributeNumber(card.ship.range) : 0;
}

/** Would `ship` be staffed with `crew` aboard (1E rulebook › EXECUTING ORDERS › STAFF A SHIP)? Asked of the engine. */
export function staffedWith(table: Table, ship: string, crew: readonly string[]): boolean {
  const aboard = crew.filter((iid) => table.state.cards[iid]!.zone !== Z.aboard(ship));
  const state = aboard.length > 0 ? withCardsIn(table.state, aboard, Z.aboard(ship)) : table.state;
  return isStaffed(state, ship);
}

/** RANGE needed from one location to another on a spaceline (0 for the same place, Infinity across quadrants). */
export function distance(table: Table, from: string, to: string): number {
  if (from === to) return 0;
  const a = table.state.locations[from];
  const b = table.state.locations[to];
  if (!a || !b || a.quadrant !== b.quadrant) return Infinity;
  return flightCost(table.state, table.me, from, to)?.range ?? Infinity;
}

/** Rough turns of flying for a ship of `range` (the first leg may be flown this turn). */
export function turnsToFly(range: number, cost: number): number {
  if (cost === 0) return 0;
  if (range <= 0) return Infinity;
  return Math.ceil(cost / range);
}

/**
 * The game is about to end: time has been called (1E rulebook › WINNING THE GAME, the tournament
 * time limit) or both draw decks are nearly empty. Then a team goes with what it has.
 */
export function endIsNear(table: Table): boolean {
  return !!table.state.timeCalled || Math.max(cardsIn(table, Z.draw(table.me)).length, cardsIn(table, Z.draw(table.opponent)).length) <= 5;
}

export function myScore(table: Table): number {
  return countedPoints(table.state, table.me);
}

export function opponentScore(table: Table): number {
  return countedPoints(table.state, table.opponent);
}

export function myPointsNeeded(table: Table): number {
  return pointsNeeded(table.state, table.me);
}

/** Dilemmas placed in play that stop a ship moving (Menthar, Two-Dimensional Creatures...). */
export function shipHeld(table: Table, ship: string): boolean {
  return Object.values(table.state.ongoing).some((entry) => entry.host === ship && dilemmaDef(table.state.cards[entry.dilemma]!.blueprint)?.ongoing?.hostCannotMove);
}
