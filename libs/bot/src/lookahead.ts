/**
 * The lookahead level: before a team attempts, the bot plays the attempt out on the engine itself
 * (decide/evolve on its known state) against sampled stacks for the face-down seeds it cannot see
 * (1E rulebook › ATTEMPT A MISSION: every dilemma encountered, every choice answered — its own the
 * way it would answer them, the opponent's against it), and attempts when the share of samples that
 * solve the mission pays for the personnel the samples lose.
 *
 * What it searches: for each legal attempt, `samples` determinisations of the unknown seeds under
 * that mission, each played to the end of the attempt (every dilemma step, every choice), nothing
 * beyond the attempt. The sampled dilemmas are the opponent's dilemmas seen face-up so far (weighted
 * 3) and the bot's own seeded dilemmas (weighted 1, a stand-in for the format), plus a share of
 * dilemmas the engine does not automate (harmless here) as often as they appear among both.
 */
import type { Card } from '@captains-log/cards';
import { check, decide, dilemmaDef, evolve, legalCommands, Rng, RuleViolation, Z, type Command, type CommandOf, type GameState } from '@captains-log/engine';
import { dilemmaChoice } from './choices';
import { isHidden, UNKNOWN_CARD, withCardsIn } from './known-state';
import type { Memory } from './memory';
import { marginReady, type AttemptJudge } from './orders';
import { misSeeds } from './seeding';
import { cardOf, endIsNear, makeTable, matchesMission, meets, missionValue, personnelWorth, unknownSeedsUnder, type Mission, type Table } from './table';

interface Outcome {
  readonly solved: number;
  readonly lost: number;
}

/**
 * Attempt when solved share × value − LOSS × worth of personnel lost ≥ NEED × value. A failed
 * attempt is cheap in 1E (the team is stopped for the turn, and every "Discard dilemma" it met is
 * gone), so the bar is low; measured against the greedy level, 1 and 0.4 won most.
 */
const LOSS = 1;
const NEED = 0.4;

export function lookaheadJudge(rng: Rng, samples: number): AttemptJudge {
  const cache = new Map<string, boolean>();
  /** Plays the attempt out (or, knowing no automated dilemma, asks the greedy margin); a "no" is remembered like a failure. */
  const worthIt = (table: Table, arranged: Table, mission: Mission, command: CommandOf<'AttemptMission'>, team: readonly string[], memory: Memory): boolean => {
    const key = `${table.state.turn?.number}:${mission.location}:${[...team].sort().join(',')}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const pool = dilemmaPool(table, mission);
    let decision: boolean;
    if (!pool) decision = marginReady(table, mission, team, memory);
    else {
      const value = missionValue(table, mission);
      const urgent = endIsNear(table);
      const worth = (outcome: Outcome) => (urgent ? outcome.solved > 0 : outcome.solved * value - LOSS * outcome.lost >= NEED * value);
      decision = worth(playOut(arranged, command, pool, rng, samples, worth));
      if (!decision) memory.failures[mission.location] = { under: unknownSeedsUnder(table, mission.location), size: team.filter((iid) => cardOf(table, iid).type === 'Personnel').length };
    }
    cache.set(key, decision);
    if (cache.size > 500) cache.clear();
    return decision;
  };
  const candidate = (table: Table, mission: Mission, members: readonly string[], memory: Memory): boolean => {
    const personnel = members.filter((iid) => cardOf(table, iid).type === 'Personnel');
    if (personnel.length === 0 || !matchesMission(table, mission.card, personnel) || !meets(table, mission.expression, members)) return false;
    const failed = memory.failures[mission.location];
    return !(failed && unknownSeedsUnder(table, mission.location) >= failed.under && personnel.length <= failed.size);
  };
  return {
    // The group meets the mission (and is stronger than when it last failed or declined there).
    candidate,
    // Played out as if the group had arrived: on the surface, aboard the ship in orbit (dual: one who matches aboard).
    accept(table, mission, members, carrier, memory) {
      const arrived = arrive(table, mission, members, carrier);
      return !!arrived && worthIt(table, arrived.table, mission, arrived.command, members, memory);
    },
    go(table, mission, command, team, memory) {
      return candidate(table, mission, team, memory) && worthIt(table, table, mission, command, team, memory);
    },
  };
}

/** The known state with the group at the mission, ready to attempt it; null when that attempt would not be legal. */
function arrive(table: Table, mission: Mission, members: readonly string[], carrier: string | null): { table: Table; command: CommandOf<'AttemptMission'> } | null {
  const location = mission.location;
  let state = table.state;
  const command: CommandOf<'AttemptMission'> = { type: 'AttemptMission', actor: table.me, location, ...(mission.kind !== 'planet' && carrier ? { ship: carrier } : {}) };
  if (mission.kind === 'planet') state = withCardsIn(state, members, Z.surface(location));
  else {
    if (!carrier) return null;
    state = withCardsIn(state, [carrier], Z.space(location));
    const crew = mission.kind === 'space' ? members : members.filter((iid) => matchesMission(table, mission.card, [iid])).slice(0, 1);
    state = withCardsIn(state, crew, Z.aboard(carrier));
    const away = members.filter((iid) => !crew.includes(iid));
    if (away.length > 0) state = withCardsIn(state, away, Z.surface(location));
  }
  return check(state, command) ? null : { table: makeTable(state, table.me), command };
}

interface Pool {
  readonly automated: readonly { readonly card: Card; readonly weight: number }[];
  /** Share of unknown seeds drawn as dilemmas the engine does not automate. */
  readonly harmless: number;
}

/** What the unknown seeds under a mission may be, from what the bot has seen; null when it knows no automated dilemma at all. */
function dilemmaPool(table: Table, mission: Mission): Pool | null {
  const weights = new Map<string, { card: Card; weight: number }>();
  let known = 0;
  let unknown = 0;
  for (const [zone, list] of Object.entries(table.state.zones)) {
    for (const iid of list) {
      if (isHidden(iid)) continue;
      const instance = table.state.cards[iid]!;
      const card = cardOf(table, iid);
      if (card.type !== 'Dilemma') continue;
      const theirs = instance.owner === table.opponent;
      // The opponent's dilemmas once face-up; my own wherever I seeded them (a stand-in for the format).
      if (theirs ? !instance.faceUp : !(zone.startsWith('under:') || zone.startsWith('stack:'))) continue;
      if (!dilemmaDef(card.id)) {
        unknown += 1;
        continue;
      }
      known += 1;
      if (misSeeds(card, mission.kind)) continue;
      const entry = weights.get(card.id) ?? { card, weight: 0 };
      entry.weight += theirs ? 3 : 1;
      weights.set(card.id, entry);
    }
  }
  if (weights.size === 0) return null;
  return { automated: [...weights.values()].sort((a, b) => (a.card.id < b.card.id ? -1 : 1)), harmless: (unknown + 1) / (known + unknown + 2) };
}

const HARMLESS: Card = { ...UNKNOWN_CARD, id: 'bot:harmless-dilemma', title: 'a dilemma the engine does not automate', type: 'Dilemma', types: ['Dilemma'] };

function sample(pool: Pool, rng: Rng): Card {
  if (rng.int(1000) < pool.harmless * 1000) return HARMLESS;
  const total = pool.automated.reduce((sum, entry) => sum + entry.weight, 0);
  let roll = rng.int(Math.max(1, Math.round(total * 100))) / 100;
  for (const entry of pool.automated) {
    roll -= entry.weight;
    if (roll < 0) return entry.card;
  }
  return pool.automated[pool.automated.length - 1]!.card;
}

/**
 * Plays the attempt out up to `samples` times; solved share and the average worth of my personnel
 * lost. After a third of the samples it stops early when every one so far agrees with `worth`'s verdict.
 */
function playOut(table: Table, command: CommandOf<'AttemptMission'>, pool: Pool, rng: Rng, samples: number, worth: (outcome: Outcome) => boolean): Outcome {
  const mine = (state: GameState) =>
    Object.values(state.cards).filter((instance) => instance.owner === table.me && ['aboard', 'surface'].includes(instance.zone.split(':')[0]!) && state.blueprints[instance.blueprint]!.type === 'Personnel');
  const before = mine(table.state);
  let solved = 0;
  let lost = 0;
  let played = 0;
  const verdicts = new Set<boolean>();
  const scene = attemptScene(table, command);
  while (played < samples) {
    let state = run(determinise(scene, command.location, pool, rng), command);
    for (let guard = 0; guard < 40 && state.attempt?.choice; guard += 1) {
      const chooser = state.attempt.choice.player;
      const legal = legalCommands(state, chooser);
      const answer = dilemmaChoice(makeTable(state, chooser), legal) ?? legal.find((entry) => entry.type === 'ChooseForDilemma');
      if (!answer) break;
      state = run(state, answer);
    }
    const after = new Set(mine(state).map((instance) => instance.iid));
    const outcome = {
      solved: state.completed[table.me].includes(command.location) ? 1 : 0,
      lost: before.filter((instance) => !after.has(instance.iid)).reduce((sum, instance) => sum + personnelWorth(table, instance.iid), 0),
    };
    solved += outcome.solved;
    lost += outcome.lost;
    played += 1;
    verdicts.add(worth(outcome));
    if (played >= Math.ceil(samples / 3) && verdicts.size === 1) break;
  }
  return { solved: solved / played, lost: lost / played };
}

/** One command on a sample; a command the rules refuse there (the sample is not the real table) ends the attempt. */
function run(state: GameState, command: Command): GameState {
  try {
    return decide(state, command).reduce(evolve, state);
  } catch (error) {
    if (error instanceof RuleViolation) return { ...state, attempt: null };
    throw error;
  }
}

/**
 * The part of the known state an attempt can touch, so each sample is cheap: every mission card,
 * the cards at the mission (its seeds, what is on and above it, the ships and personnel there and aboard them),
 * dilemmas in play and their hosts, my hand (a dilemma may discard it), the top of both draw
 * decks (so the end-of-game check sees decks that are not empty, as they are not).
 */
function attemptScene(table: Table, command: CommandOf<'AttemptMission'>): GameState {
  const state = table.state;
  const keep = new Set<string>();
  const keepZone = (zone: string) => {
    if (keep.has(zone)) return;
    keep.add(zone);
    for (const iid of state.zones[zone] ?? []) for (const inner of [Z.aboard(iid), Z.docked(iid), Z.on(iid)]) if (state.zones[inner]) keepZone(inner);
  };
  for (const zone of [Z.mission, Z.under, Z.encounter, Z.revealed, Z.atop, Z.space, Z.surface]) keepZone(zone(command.location));
  keepZone(Z.hand(table.me));
  for (const entry of Object.values(state.ongoing)) {
    const host = state.cards[entry.host];
    if (host) keepZone(host.zone);
    const dilemma = state.cards[entry.dilemma];
    if (dilemma) keepZone(dilemma.zone);
  }
  const zones: Record<string, readonly string[]> = {};
  for (const [zone, list] of Object.entries(state.zones)) {
    // Every mission card stays: the rules read them (planet or space, points needed, furthest planet).
    if (keep.has(zone) || zone.startsWith('mission:')) zones[zone] = list;
    else if (zone.startsWith('draw:')) zones[zone] = list.slice(0, 2);
  }
  const cards: GameState['cards'] = Object.fromEntries(Object.values(zones).flatMap((list) => list.map((iid) => [iid, state.cards[iid]!])));
  return { ...state, zones, cards };
}

/** The scene with the unknown seeds under `location` drawn from the pool and a PRNG of the bot's own. */
function determinise(state: GameState, location: string, pool: Pool, rng: Rng): GameState {
  const blueprints: Record<string, Card> = { ...state.blueprints };
  const cards = { ...state.cards };
  for (const iid of state.zones[Z.under(location)] ?? []) {
    if (!isHidden(iid)) continue;
    const card = sample(pool, rng);
    blueprints[card.id] = card;
    cards[iid] = { ...cards[iid]!, blueprint: card.id };
  }
  return { ...state, blueprints, cards, secret: { seed: '', rng: [rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32() | 1] } };
}
