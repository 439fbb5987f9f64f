/**
 * The bot's own turn (1E rulebook › THE PLAY PHASE): one normal card play spent on the personnel or
 * ship that brings a mission it can solve closest (REPORTING FOR DUTY), then orders: groups of its
 * personnel board a ship, fly to the mission they meet with a margin for the dilemmas under it
 * (EXECUTING ORDERS), beam down and attempt (ATTEMPT A MISSION); groups that meet nothing go home to
 * join the new arrivals. Concedes only when it cannot win (1E rulebook › WINNING THE GAME).
 */
import { Z, zoneKind, type Command, type CommandOf } from '@captains-log/engine';
import type { Memory } from './memory';
import {
  byId,
  cardOf,
  cardsIn,
  deficit,
  distance,
  endIsNear,
  groups,
  isActive,
  locationOf,
  matchesMission,
  meets,
  memberIds,
  membersOf,
  monotone,
  missionValue,
  myOnTable,
  myReportingFacilities,
  myScore,
  openMissions,
  opponentScore,
  personnelWorth,
  shipHeld,
  shipRange,
  staffedWith,
  turnsToFly,
  unknownSeedsUnder,
  zoneOfCard,
  type Group,
  type Mission,
  type Table,
} from './table';

/** Decides which missions a group goes for and whether a team attempts (the levels differ here). */
export interface AttemptJudge {
  /** Cheap, asked of every mission: could this group go for it? */
  candidate(table: Table, mission: Mission, members: readonly string[], memory: Memory): boolean;
  /** Asked of the best few candidates: would this group, arriving with `carrier` (null: it is there), attempt it? */
  accept(table: Table, mission: Mission, members: readonly string[], carrier: string | null, memory: Memory): boolean;
  /** The team standing at the mission, with the attempt legal: go now? */
  go(table: Table, mission: Mission, command: CommandOf<'AttemptMission'>, team: readonly string[], memory: Memory): boolean;
}

/** How many of a group's best candidate missions the judge is asked to accept, per decision (a refusal is remembered, so the next decision asks the next one). */
const ACCEPT_ASKED = 1;

export function turnCommand(table: Table, legal: readonly Command[], memory: Memory, judge: AttemptJudge): Command | null {
  const turn = table.state.turn;
  if (!turn || turn.player !== table.me || table.state.attempt) return null;
  if (cannotWin(table)) return legal.find((command) => command.type === 'Concede') ?? null;
  const fresh = legal.filter((command) => !memory.issued.includes(JSON.stringify(command)));
  const cure = fresh.find((command) => command.type === 'CureDilemma');
  if (cure) return cure;
  if (turn.stage === 'card-play' && !turn.normalCardPlayUsed) {
    const report = chooseReport(table, fresh);
    if (report) return report;
  }
  return chooseAttempt(table, fresh, memory, judge) ?? planMoves(table, fresh, memory, judge) ?? legal.find((command) => command.type === 'EndTurn') ?? null;
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › WINNING THE GAME: the bot concedes only when even every mission it could still
// attempt, with every dilemma bonus under them, would not lift it above the opponent's score (so
// neither victory nor the decks-empty lead is reachable).

export function cannotWin(table: Table): boolean {
  const quadrants = new Set<string>([...myReportingFacilities(table), ...myOnTable(table, 'Ship')].map((iid) => table.state.locations[locationOf(table, iid)]?.quadrant ?? ''));
  const reachable = openMissions(table).filter((mission) => quadrants.has(mission.quadrant));
  // Each unknown seed may be a dilemma with a bonus point box (5 in Premiere): counted generously.
  const best = myScore(table) + reachable.reduce((sum, mission) => sum + Math.max(mission.points, 0) + 5 * unknownSeedsUnder(table, mission.location), 0);
  return best < opponentScore(table);
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › REPORTING FOR DUTY

function chooseReport(table: Table, legal: readonly Command[]): Command | null {
  const reports = legal.filter((command): command is CommandOf<'ReportForDuty'> => command.type === 'ReportForDuty');
  if (reports.length === 0) return null;
  const missions = openMissions(table);
  const pool = groups(table).flatMap((group) => group.personnel);
  const poolMembers = membersOf(table, pool);
  const ships = myOnTable(table, 'Ship');
  const homes = myReportingFacilities(table).map((iid) => locationOf(table, iid));
  const shipsHome = ships.filter((ship) => homes.includes(locationOf(table, ship)));
  const staffable = ships.some((ship) => staffedWith(table, ship, pool));
  const score = (command: CommandOf<'ReportForDuty'>): number => {
    const card = cardOf(table, command.card);
    if (card.type === 'Personnel') {
      const withNew = [...poolMembers, ...membersOf(table, [command.card])];
      const gain = missions.reduce((sum, mission) => sum + (missionValue(table, mission) / 100) * (deficit(mission.expression, poolMembers) - deficit(mission.expression, withNew)), 0);
      const staffing = !staffable && ships.some((ship) => staffedWith(table, ship, [...pool, command.card])) ? 6 : 0;
      return 10 * gain + personnelWorth(table, command.card) / 4 + staffing;
    }
    if (card.type === 'Ship') {
      // The first ship opens every mission away from home: wanted as soon as people can crew it.
      const crewed = staffedWith(table, command.card, pool) ? 15 : 0;
      if (ships.length === 0) return pool.length === 0 ? 1 : 12 + shipRange(table, command.card) / 2 + crewed;
      return shipsHome.length === 0 && pool.length >= 3 ? 3 + crewed / 2 : 0.5;
    }
    return 0.3;
  };
  return [...reports].sort((a, b) => score(b) - score(a) || byId(a.card, b.card))[0]!;
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT

/** The team an attempt would use: the Away Team on the surface and/or the ship's crew (with their equipment). */
export function attemptTeam(table: Table, command: CommandOf<'AttemptMission'>, mission: Mission): string[] {
  const zones = [...(mission.kind !== 'space' ? [Z.surface(command.location)] : []), ...(command.ship ? [Z.aboard(command.ship)] : [])];
  return zones.flatMap((zone) => cardsIn(table, zone).filter((iid) => table.state.cards[iid]!.owner === table.me && isActive(table, iid) && ['Personnel', 'Equipment'].includes(cardOf(table, iid).type)));
}

function chooseAttempt(table: Table, legal: readonly Command[], memory: Memory, judge: AttemptJudge): Command | null {
  const missions = new Map(openMissions(table).map((mission) => [mission.location, mission]));
  let best: { command: Command; value: number } | null = null;
  for (const command of legal) {
    if (command.type !== 'AttemptMission') continue;
    const mission = missions.get(command.location);
    if (!mission) continue;
    const team = attemptTeam(table, command, mission);
    const value = missionValue(table, mission);
    if (best && value <= best.value) continue;
    if (judge.go(table, mission, command, team, memory)) best = { command, value };
  }
  return best?.command ?? null;
}

/**
 * The greedy margin: the group meets the mission and keeps meeting it without any one of its
 * personnel (a dilemma kills or stops someone), has a spare body per unknown seed under it (up to
 * four), and is stronger than when it last failed there. When the end is near it goes with what it has.
 */
export function marginReady(table: Table, mission: Mission, members: readonly string[], memory: Memory): boolean {
  const personnel = members.filter((iid) => cardOf(table, iid).type === 'Personnel');
  if (personnel.length === 0 || !matchesMission(table, mission.card, personnel)) return false;
  if (!meets(table, mission.expression, members)) return false;
  const unknown = unknownSeedsUnder(table, mission.location);
  const failed = memory.failures[mission.location];
  if (failed && unknown >= failed.under && personnel.length <= failed.size) return false;
  if (endIsNear(table) || unknown === 0) return true;
  if (personnel.length < 2 + Math.min(unknown, 4)) return false;
  return !monotone(mission.expression) || personnel.every((iid) => meets(table, mission.expression, members.filter((other) => other !== iid)));
}

export const GREEDY_JUDGE: AttemptJudge = {
  candidate: marginReady,
  accept: () => true,
  go: (table, mission, _command, team, memory) => marginReady(table, mission, team, memory),
};

// ---------------------------------------------------------------------------------------------
// 1E rulebook › EXECUTING ORDERS: moving groups to their missions

interface Plan {
  readonly target: string;
  readonly mission: Mission | null;
  readonly carrier: string | null;
}

function planMoves(table: Table, legal: readonly Command[], memory: Memory, judge: AttemptJudge): Command | null {
  const missions = openMissions(table);
  const homes = myReportingFacilities(table).map((iid) => locationOf(table, iid));
  const claimed = new Set<string>();
  for (const group of groups(table)) {
    // A group with stopped members waits for the end of the turn rather than leave them behind.
    if (group.active.length === 0 || group.personnel.some((iid) => table.state.cards[iid]!.stopped)) continue;
    const plan = groupPlan(table, group, missions, claimed, memory, judge, homes);
    if (!plan) continue;
    claimed.add(plan.target);
    const command = execute(table, legal, group, plan);
    if (command) return command;
  }
  return null;
}

function carrierFor(table: Table, group: Group): string | null {
  const crew = memberIds(table, group);
  const ships = group.ships.filter((ship) => !table.state.cards[ship]!.stopped && !shipHeld(table, ship) && staffedWith(table, ship, crew));
  return [...ships].sort((a, b) => shipRange(table, b) - shipRange(table, a) || byId(a, b))[0] ?? null;
}

function groupPlan(table: Table, group: Group, missions: readonly Mission[], claimed: ReadonlySet<string>, memory: Memory, judge: AttemptJudge, homes: readonly string[]): Plan | null {
  const carrier = carrierFor(table, group);
  const members = memberIds(table, group);
  const range = carrier ? shipRange(table, carrier) : 0;
  const candidates: { mission: Mission; score: number }[] = [];
  for (const mission of missions) {
    if (claimed.has(mission.location)) continue;
    const cost = distance(table, group.location, mission.location);
    if (cost === Infinity) continue;
    const here = cost === 0;
    // Without a ship the group reaches only a planet here, by its facility's transporters or on foot.
    if (!carrier && !(here && mission.kind === 'planet')) continue;
    if (!judge.candidate(table, mission, members, memory)) continue;
    candidates.push({ mission, score: missionValue(table, mission) / (1 + turnsToFly(range, cost)) });
  }
  candidates.sort((a, b) => b.score - a.score || byId(a.mission.location, b.mission.location));
  const chosen = candidates.slice(0, ACCEPT_ASKED).find((entry) => judge.accept(table, entry.mission, members, carrier, memory));
  if (chosen) return { target: chosen.mission.location, mission: chosen.mission, carrier };
  const home = homes.find((location) => distance(table, group.location, location) < Infinity);
  if (home && home !== group.location && carrier) return { target: home, mission: null, carrier };
  return null;
}

function execute(table: Table, legal: readonly Command[], group: Group, plan: Plan): Command | null {
  const members = memberIds(table, group);
  if (group.location === plan.target) return plan.mission ? deploy(table, legal, group, plan.mission, plan.carrier) : null;
  const carrier = plan.carrier!;
  const aboard = Z.aboard(carrier);
  const load = moveInto(table, legal, members.filter((iid) => zoneOfCard(table, iid) !== aboard), aboard);
  if (load) return load;
  const zone = zoneOfCard(table, carrier);
  if (zoneKind(zone) === 'docked') return legal.find((command) => command.type === 'Undock' && command.ship === carrier) ?? null;
  if (zoneKind(zone) === 'surface') return legal.find((command) => command.type === 'TakeOff' && command.ship === carrier) ?? null;
  const now = distance(table, group.location, plan.target);
  const flights = legal.filter((command): command is CommandOf<'Fly'> => command.type === 'Fly' && command.ship === carrier);
  const closer = flights
    .map((command) => ({ command, left: distance(table, command.to, plan.target) }))
    .filter((entry) => entry.left < now)
    .sort((a, b) => a.left - b.left || byId(a.command.to, b.command.to));
  return closer[0]?.command ?? null;
}

/** At the mission: everyone down to the planet, or aboard the undocked ship in orbit (dual: the crew the ship needs stays aboard). */
function deploy(table: Table, legal: readonly Command[], group: Group, mission: Mission, carrier: string | null): Command | null {
  const members = memberIds(table, group);
  const surface = Z.surface(mission.location);
  if (mission.kind === 'planet') return moveInto(table, legal, members.filter((iid) => zoneOfCard(table, iid) !== surface), surface);
  if (!carrier) return null;
  const aboard = Z.aboard(carrier);
  let crew = members;
  if (mission.kind === 'dual') {
    crew = [...members].sort((a, b) => personnelWorth(table, b) - personnelWorth(table, a) || byId(a, b));
    for (const iid of [...crew]) {
      const without = crew.filter((other) => other !== iid);
      if (without.some((other) => cardOf(table, other).type === 'Personnel') && staffedWith(table, carrier, without) && matchesMission(table, mission.card, without)) crew = without;
    }
    const down = moveInto(
      table,
      legal,
      members.filter((iid) => !crew.includes(iid) && zoneOfCard(table, iid) !== surface),
      surface,
    );
    if (down) return down;
  }
  const up = moveInto(table, legal, crew.filter((iid) => zoneOfCard(table, iid) !== aboard), aboard);
  if (up) return up;
  const zone = zoneOfCard(table, carrier);
  if (zoneKind(zone) === 'docked') return legal.find((command) => command.type === 'Undock' && command.ship === carrier) ?? null;
  if (zoneKind(zone) === 'surface') return legal.find((command) => command.type === 'TakeOff' && command.ship === carrier) ?? null;
  return null;
}

/** The legal Walk or Beam that moves the most of `cards` (and nothing else) into `to`. */
function moveInto(table: Table, legal: readonly Command[], cards: readonly string[], to: string): Command | null {
  if (!cards.some((iid) => cardOf(table, iid).type === 'Personnel')) return null;
  const wanted = new Set(cards);
  let best: CommandOf<'Walk'> | CommandOf<'Beam'> | null = null;
  for (const command of legal) {
    if ((command.type !== 'Walk' && command.type !== 'Beam') || command.to !== to) continue;
    if (!command.cards.every((iid) => wanted.has(iid))) continue;
    if (!best || command.cards.length > best.cards.length || (command.cards.length === best.cards.length && command.type === 'Walk' && best.type === 'Beam')) best = command;
  }
  return best;
}
