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
import { decide, dilemmaDef, evolve, legalCommands, Rng, Z, type Command, type CommandOf, type GameState } from '@captains-log/engine';
import { dilemmaChoice } from './choices';
import { isHidden, UNKNOWN_CARD } from './known-state';
import { marginReady, type AttemptJudge } from './orders';
import { misSeeds } from './seeding';
import { cardOf, endIsNear, makeTable, matchesMission, meets, missionValue, personnelWorth, unknownSeedsUnder, type Mission, type Table } from './table';

interface Outcome {
  readonly solved: number;
  readonly lost: number;
}

export function lookaheadJudge(rng: Rng, samples: number): AttemptJudge {
  const cache = new Map<string, boolean>();
  return {
    // Planning: the group meets the mission (and is stronger than when it last failed or declined
    // there); whether it is enough is played out at the mission.
    ready(table, mission, members, memory) {
      const personnel = members.filter((iid) => cardOf(table, iid).type === 'Personnel');
      if (personnel.length === 0 || !matchesMission(table, mission.card, personnel) || !meets(table, mission.expression, members)) return false;
      const failed = memory.failures[mission.location];
      return !(failed && unknownSeedsUnder(table, mission.location) >= failed.under && personnel.length <= failed.size);
    },
    go(table, mission, command, team, memory) {
      if (!this.ready(table, mission, team, memory)) return false;
      const key = `${table.state.turn?.number}:${mission.location}:${[...team].sort().join(',')}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const pool = dilemmaPool(table, mission);
      let decision: boolean;
      if (!pool) decision = marginReady(table, mission, team, memory);
      else {
        const value = missionValue(table, mission);
        const urgent = endIsNear(table);
        const worth = (outcome: Outcome) => (urgent ? outcome.solved > 0 : outcome.solved * value - 2 * outcome.lost >= 0.5 * value);
        decision = worth(playOut(table, command, pool, rng, samples, worth));
        if (!decision) memory.failures[mission.location] = { under: unknownSeedsUnder(table, mission.location), size: team.filter((iid) => cardOf(table, iid).type === 'Personnel').length };
      }
      cache.set(key, decision);
      if (cache.size > 500) cache.clear();
      return decision;
    },
  };
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

function run(state: GameState, command: Command): GameState {
  try {
    return decide(state, command).reduce(evolve, state);
  } catch (error) {
    if (process.env['BOT_DEBUG']) console.log('simulation error', (error as Error).message);
    return { ...state, attempt: null };
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
