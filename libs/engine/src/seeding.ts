/**
 * Game creation and the four seed phases. 1E rulebook › THE SEED PHASES (DOORWAY PHASE, MISSION
 * PHASE, DILEMMA PHASE, FACILITY PHASE, STARTING THE GAME).
 */
import { alternateUniverseProblem } from './behaviour/alternate-universe';
import { isNor } from './behaviour/site-basics';
import { seedsIfProblem, seedsOnTableIf } from './behaviour/seed-permissions';
import { placeSeededTimeLocation } from './behaviour/time-locations';
import { missionSeedOnTablePermit, orbArtifactWelcome } from './behaviour/mission-sides';
import { validateDeck, type Card, type ResolvedDeckEntry } from '@captains-log/cards';
import {
  compatible,
  isHomeworld,
  isPlanetMission,
  isSeedOne,
  isSpaceMission,
  isUnique,
  missionLocationName,
  missionIsAt,
  nativeQuadrant,
  seedsOnTable,
} from './card-facts';
import { bp, Ctx, inPlayOf, problem, type Problem } from './context';
import { rngFromSeed, Rng } from './prng';
import { RULES } from './rules';
import { sha256Hex } from '@captains-log/hashing';
import type { Awaiting, CardSetup, CommandOf, GameState, Location, PlayerId } from './types';
import { behaviourOf } from './behaviour/registry';
import type { OutpostSite } from './behaviour/vocabulary-facilities';
import { PLAYERS } from './types';
import { cardsIn, other, Z } from './zones';
import { seedConditionProblem } from './behaviour/table-incidents';
import { checkSeedOnTarget, recordSeedWayUse, seedTargetOf, seedTargetZone } from './behaviour/seed-on-target';
import { runSeedDownloads } from './behaviour/seed-downloads';
import { runWhenSeeded } from './behaviour/mission-specialists';

export const STARTING_HAND = 7;

// ---------------------------------------------------------------------------------------------
// Creation: 1E rulebook › THE SEED PHASES (starting player, side decks shuffled).

export function checkCreate(state: GameState, command: CommandOf<'CreateGame'>): Problem | null {
  if (state.gameId !== '') return problem('GAME_EXISTS', 'the game has already been created', RULES.engine);
  if (!command.seed || command.seed.length < 16)
    return problem('WEAK_SEED', 'the game seed must be at least 16 characters from a cryptographic source', RULES.engine);
  for (const [index, setup] of command.players.entries()) {
    const entries: ResolvedDeckEntry[] = setup.deck.map((entry, line) => ({
      card: entry.card,
      count: entry.count,
      zone: entry.zone,
      zoneInferred: false,
      line: line + 1,
    }));
    const validation = validateDeck(entries);
    if (!validation.valid) {
      const first = validation.problems[0]!;
      return problem('DECK_INVALID', `player ${index + 1}'s deck is not valid: ${first.message}`, first.rule);
    }
  }
  return null;
}

export function createGame(ctx: Ctx, command: CommandOf<'CreateGame'>): void {
  const rng = new Rng(rngFromSeed(command.seed));
  const blueprints: Record<string, Card> = {};
  const pending: Omit<CardSetup, 'iid'>[] = [];
  command.players.forEach((setup, index) => {
    const owner = PLAYERS[index]!;
    for (const entry of setup.deck) {
      blueprints[entry.card.id] = entry.card;
      const zone =
        entry.zone === 'draw'
          ? Z.draw(owner)
          : entry.zone === 'side'
            ? Z.side(owner)
            : entry.card.type === 'Mission'
              ? Z.missions(owner)
              : Z.seed(owner);
      for (let copy = 0; copy < entry.count; copy += 1) pending.push({ blueprint: entry.card.id, owner, zone });
    }
    // Issue 15 (helper outside): the cards brought from outside the game (none: the instance numbering is unchanged).
    for (const entry of setup.outside ?? []) {
      blueprints[entry.card.id] = entry.card;
      for (let copy = 0; copy < entry.count; copy += 1) pending.push({ blueprint: entry.card.id, owner, zone: Z.outside(owner) });
    }
  });
  // Instance ids are a random permutation so an id never tells which card it is.
  const numbers = rng.shuffle(pending.map((_, index) => index + 1));
  const cards: CardSetup[] = pending.map((setup, index) => ({ ...setup, iid: `c${numbers[index]}` }));
  ctx.emit({
    type: 'GameCreated',
    gameId: command.gameId,
    names: { p1: command.players[0].name, p2: command.players[1].name },
    seedCommitment: sha256Hex(command.seed),
    blueprints,
    cards,
    rule: RULES.seedPhases,
    secret: { seed: command.seed, rng: rng.state },
  });
  const starting = PLAYERS[rng.int(2)]!;
  ctx.emit({
    type: 'RandomSelectionMade',
    purpose: 'starting-player',
    candidates: [...PLAYERS],
    outcome: starting,
    rule: `${RULES.startingPlayer}; ${RULES.randomSelection}`,
    secret: { rng: rng.state },
  });
  for (const player of PLAYERS) shuffleZone(ctx, Z.side(player), RULES.startingPlayer);
  ctx.emit({
    type: 'PhaseBegan',
    phase: 'doorway',
    awaiting: PLAYERS.map((player) => ({ player, kind: 'seed-doorways' })),
    rule: RULES.doorwayPhase,
  });
}

export function shuffleZone(ctx: Ctx, zone: string, rule: string): void {
  const cards = cardsIn(ctx.state, zone);
  if (cards.length === 0) return;
  const rng = ctx.rng();
  const order = rng.shuffle(cards);
  ctx.emit({ type: 'DeckShuffled', zone, order, rule, secret: { rng: rng.state } });
}

function awaits(state: GameState, player: PlayerId, kind: Awaiting['kind']): boolean {
  return state.awaiting.some((entry) => entry.player === player && entry.kind === kind);
}

function notAwaited(player: PlayerId, rule: string): Problem {
  return problem('NOT_YOUR_DECISION', `the game is not waiting for ${player} to do that now`, rule);
}

// ---------------------------------------------------------------------------------------------
// Doorway phase: simultaneous, then announced face-up starting with the starting player.

export function checkSeedDoorway(state: GameState, command: CommandOf<'SeedDoorway'>): Problem | null {
  if (state.phase !== 'doorway') return problem('WRONG_PHASE', 'doorways seed in the doorway phase', RULES.doorwayPhase);
  if (!awaits(state, command.actor, 'seed-doorways') || state.finished[command.actor]) return notAwaited(command.actor, RULES.doorwayPhase);
  const instance = state.cards[command.card];
  if (!instance || instance.zone !== Z.seed(command.actor)) return problem('CARD_NOT_IN_SEED_DECK', 'that card is not in your seed deck', RULES.seedPhases);
  if (bp(state, command.card).type !== 'Doorway' && seedsOnTable(bp(state, command.card)) !== 'doorway')
    return problem('NOT_SEEDABLE_NOW', 'only doorways (and cards that say they seed in this phase) seed in the doorway phase', RULES.seedPhaseActions);
  // The [AU] icon rule (behaviour/alternate-universe.ts): an [AU] doorway seeds only while a card of the player's allows [AU] seeds.
  return alternateUniverseProblem(state, command.actor, command.card, 'seed');
}

export function seedDoorway(ctx: Ctx, command: CommandOf<'SeedDoorway'>): void {
  ctx.emit({ type: 'CardStaged', player: command.actor, card: command.card, zone: Z.staging(command.actor), rule: RULES.doorwayPhase });
}

export function checkFinishSeeding(state: GameState, command: CommandOf<'FinishSeeding'>): Problem | null {
  if (state.phase === 'doorway') {
    if (!awaits(state, command.actor, 'seed-doorways') || state.finished[command.actor]) return notAwaited(command.actor, RULES.doorwayPhase);
    return null;
  }
  if (state.phase === 'dilemma' && (state.dilemmaStage === 1 || state.dilemmaStage === 3)) {
    if (!awaits(state, command.actor, 'seed-dilemmas') || state.finished[command.actor]) return notAwaited(command.actor, RULES.dilemmaPhase);
    return null;
  }
  return problem('WRONG_PHASE', 'there is no simultaneous seeding step to finish now', RULES.seedPhases);
}

export function finishSeeding(ctx: Ctx, command: CommandOf<'FinishSeeding'>): void {
  const rule = ctx.state.phase === 'doorway' ? RULES.doorwayPhase : ctx.state.dilemmaStage === 1 ? RULES.dilemmaStage1 : RULES.dilemmaStage3;
  ctx.emit({ type: 'PlayerFinishedSeeding', player: command.actor, rule });
  ctx.emit({ type: 'AwaitingChanged', awaiting: ctx.state.awaiting.filter((entry) => entry.player !== command.actor) });
  if (!PLAYERS.every((player) => ctx.state.finished[player])) return;
  if (ctx.state.phase === 'doorway') {
    for (const player of playerOrder(ctx.state)) {
      const staged = cardsIn(ctx.state, Z.staging(player));
      if (staged.length === 0) continue;
      ctx.emit({
        type: 'CardsAnnounced',
        player,
        cards: staged.map((iid) => ({ iid, title: bp(ctx.state, iid).title })),
        to: Z.table(player),
        rule: RULES.doorwayPhase,
      });
    }
    beginMissionPhase(ctx);
    return;
  }
  const stage = ctx.state.dilemmaStage;
  for (const quadrantLine of Object.values(ctx.state.spacelines)) {
    for (const location of quadrantLine ?? []) {
      for (const player of playerOrder(ctx.state)) {
        const stack = cardsIn(ctx.state, Z.stack(player, location));
        if (stack.length === 0) continue;
        ctx.emit({
          type: 'CardsSeededUnderMission',
          location,
          cards: stack,
          position: stage === 1 ? 'bottom' : 'top',
          rule: stage === 1 ? RULES.dilemmaStage1 : RULES.dilemmaStage3,
        });
      }
    }
  }
  if (stage === 1) beginStage2(ctx);
  else beginStage4(ctx);
}

export function playerOrder(state: GameState): PlayerId[] {
  const first = state.startingPlayer ?? 'p1';
  return [first, other(first)];
}

// ---------------------------------------------------------------------------------------------
// Mission phase: 1E rulebook › THE SEED PHASES › MISSION PHASE.

function beginMissionPhase(ctx: Ctx): void {
  for (const player of playerOrder(ctx.state)) shuffleZone(ctx, Z.missions(player), RULES.missionPhase);
  const first = ctx.state.startingPlayer!;
  ctx.emit({ type: 'PhaseBegan', phase: 'mission', awaiting: [{ player: first, kind: 'place-mission' }], rule: RULES.missionPhase });
}

export interface MissionPlacement {
  readonly card: string;
  readonly placement: 'new-spaceline' | 'end' | 'region' | 'shared';
  /** Allowed insert indexes (shared: the existing location's index). */
  readonly indexes: readonly number[];
  readonly sharedLocation?: string;
}

export function missionPlacement(state: GameState, player: PlayerId): MissionPlacement | null {
  const cardId = cardsIn(state, Z.missions(player))[0];
  if (!cardId) return null;
  const mission = bp(state, cardId);
  const quadrant = nativeQuadrant(mission);
  const line = state.spacelines[quadrant] ?? [];
  const name = missionLocationName(mission);
  if (!mission.universal && !mission.mission?.universal) {
    const index = line.findIndex((id) => {
      const location = state.locations[id]!;
      if (location.name !== name || location.missions.length !== 1) return false;
      const original = state.cards[location.missions[0]!]!;
      return original.owner !== player && !bp(state, original.iid).universal;
    });
    if (index >= 0) return { card: cardId, placement: 'shared', indexes: [index], sharedLocation: line[index]! };
  }
  if (line.length === 0) return { card: cardId, placement: 'new-spaceline', indexes: [0] };
  const region = mission.mission?.region;
  if (region) {
    const inRegion = line.map((id, index) => (state.locations[id]!.region === region ? index : -1)).filter((index) => index >= 0);
    if (inRegion.length > 0) {
      const first = inRegion[0]!;
      const last = inRegion[inRegion.length - 1]!;
      return { card: cardId, placement: 'region', indexes: first === last + 1 ? [first] : [first, last + 1] };
    }
  }
  return { card: cardId, placement: 'end', indexes: [0, line.length] };
}

export function checkPlaceMission(state: GameState, command: CommandOf<'PlaceMission'>): Problem | null {
  if (state.phase !== 'mission') return problem('WRONG_PHASE', 'missions are placed in the mission phase', RULES.missionPhase);
  if (!awaits(state, command.actor, 'place-mission')) return notAwaited(command.actor, RULES.missionPhase);
  const placement = missionPlacement(state, command.actor);
  if (!placement) return problem('NO_MISSION_LEFT', 'you have no mission left to place', RULES.missionPhase);
  if (placement.placement === 'shared' || placement.placement === 'new-spaceline') return null;
  if (!placement.indexes.includes(command.position)) {
    return placement.placement === 'region'
      ? problem('REGION_NOT_CONTIGUOUS', `a mission of its region must be placed at either end of the region (positions ${placement.indexes.join(' or ')})`, RULES.regions)
      : problem('NOT_AT_SPACELINE_END', `a mission is placed at either end of its quadrant's spaceline (positions ${placement.indexes.join(' or ')})`, RULES.missionPhase);
  }
  return null;
}

export function placeMission(ctx: Ctx, command: CommandOf<'PlaceMission'>): void {
  const placement = missionPlacement(ctx.state, command.actor)!;
  const mission = bp(ctx.state, placement.card);
  const quadrant = nativeQuadrant(mission);
  const shared = placement.placement === 'shared';
  const location = shared ? placement.sharedLocation! : `L${Object.keys(ctx.state.locations).length + 1}`;
  const index = shared || placement.placement === 'new-spaceline' ? placement.indexes[0]! : command.position;
  ctx.emit({
    type: 'MissionPlaced',
    player: command.actor,
    card: placement.card,
    location,
    quadrant,
    name: missionLocationName(mission),
    ...(mission.mission?.region ? { region: mission.mission.region } : {}),
    placement: placement.placement,
    index,
    rule: shared ? RULES.sharedMissions : placement.placement === 'region' ? RULES.regions : RULES.missionPhase,
  });
  const next = [other(command.actor), command.actor].find((player) => cardsIn(ctx.state, Z.missions(player)).length > 0);
  if (next) ctx.emit({ type: 'AwaitingChanged', awaiting: [{ player: next, kind: 'place-mission' }], rule: RULES.missionPhase });
  else beginDilemmaPhase(ctx);
}

// ---------------------------------------------------------------------------------------------
// Dilemma phase: 1E rulebook › THE SEED PHASES › DILEMMA PHASE (four stages).

function beginDilemmaPhase(ctx: Ctx): void {
  ctx.emit({ type: 'PhaseBegan', phase: 'dilemma', awaiting: [], rule: RULES.dilemmaPhase });
  ctx.emit({
    type: 'DilemmaStageBegan',
    stage: 1,
    awaiting: playerOrder(ctx.state).map((player) => ({ player, kind: 'seed-dilemmas' })),
    rule: RULES.dilemmaStage1,
  });
}

function sharedLocations(state: GameState): string[] {
  return Object.values(state.spacelines)
    .flatMap((line) => line ?? [])
    .filter((id) => state.locations[id]!.missions.length > 1);
}

function beginStage2(ctx: Ctx): void {
  const queue = sharedLocations(ctx.state);
  if (queue.length === 0) {
    beginStage3(ctx);
    return;
  }
  ctx.emit({
    type: 'DilemmaStageBegan',
    stage: 2,
    sharedQueue: queue,
    awaiting: [{ player: bottomMissionOwner(ctx.state, queue[0]!), kind: 'seed-dilemmas', options: [queue[0]!] }],
    rule: RULES.dilemmaStage2,
  });
}

function bottomMissionOwner(state: GameState, location: string): PlayerId {
  return state.cards[state.locations[location]!.missions[0]!]!.owner;
}

function beginStage3(ctx: Ctx): void {
  ctx.emit({
    type: 'DilemmaStageBegan',
    stage: 3,
    awaiting: playerOrder(ctx.state).map((player) => ({ player, kind: 'seed-dilemmas' })),
    rule: RULES.dilemmaStage3,
  });
}

function beginStage4(ctx: Ctx): void {
  ctx.emit({
    type: 'DilemmaStageBegan',
    stage: 4,
    awaiting: [{ player: ctx.state.startingPlayer!, kind: 'seed-dilemmas' }],
    rule: RULES.dilemmaStage4,
  });
}

/** Which locations a player may seed under in the current stage. */
export function seedableLocations(state: GameState, player: PlayerId): string[] {
  const all = Object.values(state.spacelines).flatMap((line) => line ?? []);
  switch (state.dilemmaStage) {
    case 1:
      return all.filter((id) => {
        const location = state.locations[id]!;
        return location.missions.length === 1 && state.cards[location.missions[0]!]!.owner !== player;
      });
    case 2:
      return state.sharedQueue.slice(0, 1);
    case 3:
      return all.filter((id) => {
        const location = state.locations[id]!;
        return location.missions.length === 1 && state.cards[location.missions[0]!]!.owner === player;
      });
    default:
      return [];
  }
}

/** Why a card would be a mis-seed at a location (recorded now, resolved when revealed: issue 5). */
export function misSeedReason(state: GameState, player: PlayerId, cardId: string, location: string): string | undefined {
  const card = bp(state, cardId);
  const missions = state.locations[location]!.missions.map((iid) => bp(state, iid));
  const planet = missions.some(isPlanetMission);
  const space = missions.some(isSpaceMission);
  if (card.type === 'Dilemma') {
    if (card.dilemmaKind === 'planet' && !planet) return 'planet dilemma under a space mission';
    if (card.dilemmaKind === 'space' && !space) return 'space dilemma under a planet mission';
    return undefined;
  }
  if (card.type === 'Artifact') {
    // Issue 15 (missions): a mission that lets any number of Orb artifacts seed there (behaviour/mission-sides.ts).
    if (orbArtifactWelcome(state, location, card)) return undefined;
    if (!planet) return 'artifact under a space mission';
    const artifacts = seededBy(state, player, location).filter((iid) => iid !== cardId && bp(state, iid).type === 'Artifact' && !orbArtifactWelcome(state, location, bp(state, iid)));
    if (artifacts.length > 0) return 'more than one artifact at this mission (all are mis-seeds)';
  }
  return undefined;
}

function seededBy(state: GameState, player: PlayerId, location: string): string[] {
  return [...cardsIn(state, Z.under(location)), ...cardsIn(state, Z.stack(player, location))].filter(
    (iid) => state.cards[iid]!.owner === player,
  );
}

export function checkSeedUnderMission(state: GameState, command: CommandOf<'SeedUnderMission'>): Problem | null {
  const found = checkDilemmaSeedingWindow(state, command.actor) ?? checkDilemmaSeedCard(state, command.actor, command.card);
  if (found) return found;
  if (!state.locations[command.location]) return problem('NO_SUCH_LOCATION', `no location ${command.location}`, RULES.dilemmaPhase);
  const stage = state.dilemmaStage;
  const stageRule = stage === 1 ? RULES.dilemmaStage1 : stage === 2 ? RULES.dilemmaStage2 : stage === 3 ? RULES.dilemmaStage3 : RULES.dilemmaStage4;
  if (!seedableLocations(state, command.actor).includes(command.location))
    return problem('WRONG_DILEMMA_STAGE', `this stage does not seed under that mission`, stageRule);
  const title = bp(state, command.card).title;
  if (seededTitles(state, command.actor, command.location).has(title))
    return problem('DUPLICATE_SEED', `you already seeded ${title} at this mission`, RULES.oneCopyPerMission);
  return null;
}

/** The dilemma phase awaits the player's seeds now (the stages of SeedUnderMission's check). */
export function checkDilemmaSeedingWindow(state: GameState, player: PlayerId): Problem | null {
  if (state.phase !== 'dilemma') return problem('WRONG_PHASE', 'cards seed under missions in the dilemma phase', RULES.dilemmaPhase);
  if (!awaits(state, player, 'seed-dilemmas') || state.finished[player]) return notAwaited(player, RULES.dilemmaPhase);
  return null;
}

/** The card is a dilemma or artifact of the player's seed deck that may seed. */
export function checkDilemmaSeedCard(state: GameState, player: PlayerId, iid: string): Problem | null {
  const instance = state.cards[iid];
  if (!instance || instance.zone !== Z.seed(player)) return problem('CARD_NOT_IN_SEED_DECK', 'that card is not in your seed deck', RULES.seedPhases);
  const card = bp(state, iid);
  if (card.type !== 'Dilemma' && card.type !== 'Artifact')
    return problem('NOT_SEEDABLE_UNDER_MISSION', `${card.title} is not a dilemma or artifact`, RULES.dilemmaPhase);
  if (card.qIcon) return problem('Q_DILEMMA', 'Q-dilemmas may not seed unless a card allows it', RULES.qDilemmas);
  // The [AU] icon rule (behaviour/alternate-universe.ts): Dyson Sphere Door lets [AU] dilemmas seed.
  return alternateUniverseProblem(state, player, iid, 'seed');
}

/** Titles the player has seeded (or staged) at a location: one copy per mission. */
export function seededTitles(state: GameState, player: PlayerId, location: string): Set<string> {
  return new Set(seededBy(state, player, location).map((iid) => bp(state, iid).title));
}

export function seedUnderMission(ctx: Ctx, command: CommandOf<'SeedUnderMission'>): void {
  const misSeed = misSeedReason(ctx.state, command.actor, command.card, command.location);
  if (ctx.state.dilemmaStage === 2) {
    ctx.emit({
      type: 'CardSeededUnderMission',
      player: command.actor,
      card: command.card,
      location: command.location,
      ...(misSeed ? { misSeed } : {}),
      rule: misSeed ? `${RULES.dilemmaStage2}; ${RULES.misSeeds}` : RULES.dilemmaStage2,
    });
    const next = ctx.state.finished[other(command.actor)] ? command.actor : other(command.actor);
    ctx.emit({ type: 'AwaitingChanged', awaiting: [{ player: next, kind: 'seed-dilemmas', options: [command.location] }], rule: RULES.dilemmaStage2 });
    return;
  }
  ctx.emit({
    type: 'CardStaged',
    player: command.actor,
    card: command.card,
    zone: Z.stack(command.actor, command.location),
    ...(misSeed ? { misSeed } : {}),
    rule: misSeed ? `${RULES.dilemmaPhase}; ${RULES.misSeeds}` : RULES.dilemmaPhase,
  });
}

// ---------------------------------------------------------------------------------------------
// Alternating steps with passes: dilemma stages 2 and 4, facility phase.

export function checkPass(state: GameState, command: CommandOf<'PassSeeding'>): Problem | null {
  if (state.phase === 'dilemma' && (state.dilemmaStage === 2 || state.dilemmaStage === 4)) {
    if (!awaits(state, command.actor, 'seed-dilemmas')) return notAwaited(command.actor, RULES.dilemmaPhase);
    return null;
  }
  if (state.phase === 'facility') {
    if (!awaits(state, command.actor, 'seed-facility')) return notAwaited(command.actor, RULES.facilityPhase);
    return null;
  }
  return problem('WRONG_PHASE', 'there is no alternating seed step to pass in now', RULES.seedPhases);
}

export function pass(ctx: Ctx, command: CommandOf<'PassSeeding'>): void {
  const phase = ctx.state.phase;
  const rule = phase === 'facility' ? RULES.facilityPhase : ctx.state.dilemmaStage === 2 ? RULES.dilemmaStage2 : RULES.dilemmaStage4;
  ctx.emit({ type: 'PlayerPassed', player: command.actor, rule });
  const opponent = other(command.actor);
  const kind = phase === 'facility' ? 'seed-facility' : 'seed-dilemmas';
  if (!ctx.state.finished[opponent]) {
    const options = ctx.state.dilemmaStage === 2 && phase === 'dilemma' ? { options: ctx.state.sharedQueue.slice(0, 1) } : {};
    ctx.emit({ type: 'AwaitingChanged', awaiting: [{ player: opponent, kind, ...options }], rule });
    return;
  }
  if (phase === 'facility') {
    startGame(ctx);
    return;
  }
  if (ctx.state.dilemmaStage === 4) {
    beginFacilityPhase(ctx);
    return;
  }
  // Stage 2: this shared mission is done; move to the next one or to stage 3.
  const done = ctx.state.sharedQueue[0]!;
  ctx.emit({ type: 'SharedMissionSeedingFinished', location: done, rule: RULES.dilemmaStage2 });
  const nextLocation = ctx.state.sharedQueue[0];
  if (nextLocation) {
    ctx.emit({
      type: 'AwaitingChanged',
      awaiting: [{ player: bottomMissionOwner(ctx.state, nextLocation), kind: 'seed-dilemmas', options: [nextLocation] }],
      rule: RULES.dilemmaStage2,
    });
  } else beginStage3(ctx);
}

// ---------------------------------------------------------------------------------------------
// Facility phase: 1E rulebook › THE SEED PHASES › FACILITY PHASE.

function beginFacilityPhase(ctx: Ctx): void {
  ctx.emit({ type: 'PhaseBegan', phase: 'facility', awaiting: [{ player: ctx.state.startingPlayer!, kind: 'seed-facility' }], rule: RULES.facilityPhase });
}

/**
 * Where an outpost may be seeded or built: its native quadrant, a mission with a matching
 * affiliation icon (Neutral/Non-Aligned: any space mission), never a homeworld, and not where the
 * player already has a facility (1E rulebook › THE SEED PHASES › FACILITY PHASE; "You may not seed
 * (or build) a facility at a location where you already have one").
 */
export function checkOutpostSite(state: GameState, player: PlayerId, facility: Card, at: string, named = false): Problem | null {
  const location = state.locations[at];
  if (!location) return problem('NO_SUCH_LOCATION', `no location ${at}`, RULES.facilityPhase);
  if (location.quadrant !== nativeQuadrant(facility))
    return problem('NOT_NATIVE_QUADRANT', `${facility.title} must be seeded in its native quadrant (${nativeQuadrant(facility)})`, RULES.facilityQuadrant);
  const missions = location.missions.map((iid) => bp(state, iid));
  const neutral = facility.affiliations.some((a) => a === 'Neutral' || a === 'Non-Aligned');
  // Issue 15: an outpost whose text names the place (behaviour/vocabulary-facilities.ts, OutpostSite).
  const site = behaviourOf(facility.id)?.outpostSite;
  const usual = neutral
    ? missions.some(isSpaceMission)
    : missions.some((mission) => (mission.mission?.affiliationIcons ?? []).some((icon) => facility.affiliations.includes(icon)));
  const matches = site ? missions.length > 0 && siteMatches(state, location, missions, site, usual) : usual;
  // Issue 15 (facility downloads): `named` — a card's text puts it here ("download {X} here"), in place of its own place rule (build-sites.ts).
  if (!matches && !named)
    return problem('NO_MATCHING_AFFILIATION_ICON', `an outpost seeds only at a mission with a matching affiliation icon`, RULES.outposts);
  if (missions.some(isHomeworld)) return problem('OUTPOST_AT_HOMEWORLD', 'outposts may never be seeded at a homeworld', RULES.outposts);
  const mine = inPlayOf(state, player);
  const here = mine.some((card) => card.zone === Z.space(at) || card.zone === Z.surface(at))
    ? mine.filter(
        (card) => (card.zone === Z.space(at) || card.zone === Z.surface(at)) && bp(state, card.iid).type === 'Facility',
      )
    : [];
  if (here.length > 0)
    return problem('FACILITY_ALREADY_AT_LOCATION', 'you already have a facility at that location', RULES.oneFacilityPerLocation);
  return null;
}

/**
 * Issue 15 (sites): where a station whose text names its place seeds (a Nor: "at any [CAR] location except
 * in the Bajor Region"): its native quadrant, the place its script names, not where the player already
 * has a facility. The outpost rules (a matching icon, never a homeworld) are not a station's.
 *   1E DS9 expansion rules › THE SEED PHASES › Stations ("Stations may be established only at locations specified by the card").
 */
export function checkStationSite(state: GameState, player: PlayerId, facility: Card, at: string): Problem | null {
  const location = state.locations[at];
  if (!location) return problem('NO_SUCH_LOCATION', `no location ${at}`, RULES.facilityPhase);
  if (location.quadrant !== nativeQuadrant(facility))
    return problem('NOT_NATIVE_QUADRANT', `${facility.title} must be seeded in its native quadrant (${nativeQuadrant(facility)})`, RULES.facilityQuadrant);
  const missions = location.missions.map((iid) => bp(state, iid));
  const site = behaviourOf(facility.id)!.outpostSite!;
  if (missions.length === 0 || !siteMatches(state, location, missions, site, false))
    return problem('NOT_ITS_PLACE', `${facility.title} seeds only where its text says`, STATION_RULE);
  if (inPlayOf(state, player).some((card) => (card.zone === Z.space(at) || card.zone === Z.surface(at)) && bp(state, card.iid).type === 'Facility'))
    return problem('FACILITY_ALREADY_AT_LOCATION', 'you already have a facility at that location', RULES.oneFacilityPerLocation);
  return null;
}
const STATION_RULE = '1E DS9 expansion rules › THE SEED PHASES › Stations';

/** Whether the location suits an outpost whose text names its place (OutpostSite). */
function siteMatches(state: GameState, location: Location, missions: readonly Card[], site: OutpostSite, usual: boolean): boolean {
  if (site.anyOf && !site.anyOf.some((one) => siteMatches(state, location, missions, one, usual))) return false;
  if (site.usual && !usual) return false;
  if (site.missionAt && !missions.some((mission) => missionIsAt(mission, site.missionAt!))) return false;
  if (site.noHeadquarters && [...cardsIn(state, Z.space(location.id)), ...cardsIn(state, Z.surface(location.id))].some((iid) => bp(state, iid).facilityKind === 'Headquarters')) return false;
  if (site.region && !inOrNextToRegion(state, location, site.region, site.adjacent ?? false)) return false;
  if (site.notRegion && location.region === site.notRegion) return false;
  if (site.icons && !missions.some((mission) => (mission.mission?.affiliationIcons ?? []).some((icon) => site.icons!.includes(icon)))) return false;
  if (site.space && !missions.some(isSpaceMission)) return false;
  if (site.noIcons && !missions.some((mission) => (mission.mission?.affiliationIcons ?? []).length === 0)) return false;
  return true;
}

/** The location is in the region, or (`adjacent`) next to a location of it on its spaceline. */
function inOrNextToRegion(state: GameState, location: Location, region: string, adjacent: boolean): boolean {
  if (location.region === region) return true;
  if (!adjacent) return false;
  const line = state.spacelines[location.quadrant] ?? [];
  const index = line.indexOf(location.id);
  return index >= 0 && [line[index - 1], line[index + 1]].some((id) => id !== undefined && state.locations[id]?.region === region);
}

/** The mission a headquarters names in its seed text ("Seeds or plays on {Earth}"). */
export function headquartersHome(facility: Card): string | null {
  const found = /seeds(?: or plays)? on (?:\[[A-Za-z]+\] )?\{([^}]+)\}/i.exec(facility.text ?? '');
  return found ? found[1]!.trim() : null;
}

/**
 * A headquarters seeds on the planet of the mission its text names (its homeworld), where you have
 * no facility yet and where nobody has that headquarters already (both players playing the
 * affiliation share its control instead). 1E rulebook › THE CARDS › FACILITIES (headquarters are
 * on their affiliation's homeworld); THE SEED PHASES › FACILITY PHASE.
 */
export function checkHeadquartersSite(state: GameState, player: PlayerId, facility: Card, at: string): Problem | null {
  const location = state.locations[at];
  if (!location) return problem('NO_SUCH_LOCATION', `no location ${at}`, RULES.facilityPhase);
  const home = headquartersHome(facility);
  const missions = location.missions.map((iid) => bp(state, iid));
  if (!home || !missions.some((mission) => missionIsAt(mission, home)))
    return problem('NOT_ITS_HOMEWORLD', `${facility.title} seeds only on ${home ?? 'the mission its text names'}`, RULES.facilityPhase);
  const here = Object.values(state.cards).filter((card) => (card.zone === Z.space(at) || card.zone === Z.surface(at)) && bp(state, card.iid).type === 'Facility');
  if (here.some((card) => card.owner === player)) return problem('FACILITY_ALREADY_AT_LOCATION', 'you already have a facility at that location', RULES.oneFacilityPerLocation);
  if (here.some((card) => bp(state, card.iid).title === facility.title))
    return problem('HEADQUARTERS_IN_PLAY', `${facility.title} is already in play here; both players playing its affiliation share its control`, RULES.facilityPhase);
  return null;
}

export function checkSeedFacility(state: GameState, command: CommandOf<'SeedFacility'>): Problem | null {
  if (state.phase !== 'facility') return problem('WRONG_PHASE', 'facilities seed in the facility phase', RULES.facilityPhase);
  if (!awaits(state, command.actor, 'seed-facility')) return notAwaited(command.actor, RULES.facilityPhase);
  const instance = state.cards[command.card];
  if (!instance || instance.zone !== Z.seed(command.actor)) return problem('CARD_NOT_IN_SEED_DECK', 'that card is not in your seed deck', RULES.seedPhases);
  const facility = bp(state, command.card);
  if (facility.type !== 'Facility') return problem('NOT_SEEDABLE_NOW', `${facility.title} does not seed in the facility phase`, RULES.facilityPhase);
  // Issue 15 (sites): a Nor whose script names where it seeds (behaviour/sites.ts).
  const nor = isNor(facility) && behaviourOf(facility.id)?.outpostSite !== undefined;
  if (facility.facilityKind !== 'Outpost' && facility.facilityKind !== 'Headquarters' && !nor)
    return problem(
      'FACILITY_NOT_AUTOMATED',
      `${facility.title} seeds where its own text says; only outposts and headquarters are automated (use a manual effect)`,
      RULES.facilityPhase,
    );
  const site =
    facility.facilityKind === 'Headquarters' ? checkHeadquartersSite(state, command.actor, facility, command.location) : nor ? checkStationSite(state, command.actor, facility, command.location) : checkOutpostSite(state, command.actor, facility, command.location);
  if (site) return site;
  const mine = inPlayOf(state, command.actor);
  const sameTitle = mine.filter((card) => bp(state, card.iid).title === facility.title);
  if (sameTitle.length > 0 && isSeedOne(facility))
    return problem('SEED_ONE', `${facility.title} says "Seed one": you may seed only one copy`, RULES.seedOne);
  if (sameTitle.length > 0 && isUnique(facility))
    return problem('NOT_UNIQUE', `${facility.title} is unique and you already have it in play`, RULES.duplication);
  // The [AU] icon rule (behaviour/alternate-universe.ts).
  return alternateUniverseProblem(state, command.actor, command.card, 'seed', { to: Z.space(command.location) });
}

/** Issue 15: an objective, incident or event that says it seeds on the table, in the facility phase, one step like a facility. */
export function checkSeedOnTable(state: GameState, command: CommandOf<'SeedOnTable'>): Problem | null {
  // The [AU] icon rule, after the seeding rules (behaviour/alternate-universe.ts).
  return checkSeedOnTableRules(state, command) ?? alternateUniverseProblem(state, command.actor, command.card, 'seed');
}

function checkSeedOnTableRules(state: GameState, command: CommandOf<'SeedOnTable'>): Problem | null {
  if (state.phase !== 'facility') return problem('WRONG_PHASE', 'cards that seed on the table seed in the facility phase', RULES.seedPhaseActions);
  if (!awaits(state, command.actor, 'seed-facility')) return notAwaited(command.actor, RULES.facilityPhase);
  const instance = state.cards[command.card];
  if (!instance || instance.zone !== Z.seed(command.actor)) return problem('CARD_NOT_IN_SEED_DECK', 'that card is not in your seed deck', RULES.seedPhases);
  // Issue 15: a card that seeds on a card or mission in play (behaviour/seed-on-target.ts; `location` is the older spelling of `target`).
  if (seedTargetOf(command) !== undefined) return checkSeedOnTarget(state, command);
  const card = bp(state, command.card);
  const same = cardsIn(state, Z.table(command.actor)).filter((iid) => bp(state, iid).title === card.title);
  // Issue 15 (missions): a mission of the player's lets them seed one copy of a card on the table (behaviour/mission-sides.ts).
  // Issue 15 (events-d): a card that may seed when a card it names is in play (behaviour/seed-permissions.ts).
  if (seedsOnTable(card) !== 'facility' && !seedsOnTableIf(card)) {
    if (!missionSeedOnTablePermit(state, command.actor, card.title)) return problem('NOT_SEEDABLE_NOW', `${card.title} does not say it seeds on the table in this phase`, RULES.seedPhaseActions);
    return same.length > 0 ? problem('SEED_ONE', `you may seed only one ${card.title} on the table`, RULES.seedOne) : null;
  }
  if (same.length > 0 && isSeedOne(card)) return problem('SEED_ONE', `${card.title} says "Seed one": you may seed only one copy`, RULES.seedOne);
  if (same.length > 0 && isUnique(card)) return problem('NOT_UNIQUE', `${card.title} is unique and you already have it in play`, RULES.duplication);
  return seedConditionProblem(state, command.actor, card) ?? seedsIfProblem(state, command.actor, card);
}

export function seedOnTable(ctx: Ctx, command: CommandOf<'SeedOnTable'>): void {
  const to = seedTargetOf(command) !== undefined ? seedTargetZone(ctx.state, command) : Z.table(command.actor);
  // Issue 15 (helper partials): a way of seeding limited to once per game (seed-on-target.ts), read before the card moves.
  if (seedTargetOf(command) !== undefined) recordSeedWayUse(ctx, command);
  ctx.emit({ type: 'CardSeededOnTable', player: command.actor, card: command.card, to, rule: RULES.seedPhaseActions });
  // Issue 15 (time locations): a Time Location seeded onto its corresponding location becomes a location (behaviour/time-locations.ts);
  // first (helper timeloc), so that its downloads "here" find it there.
  placeSeededTimeLocation(ctx, command);
  // Issue 15 (seeding): downloads the card makes as it seeds (behaviour/seed-downloads.ts).
  runSeedDownloads(ctx, command.actor, command.card);
  // Issue 15 (helper borgobj): effects the card runs as it seeds (behaviour/mission-specialists.ts: Assign Mission Specialists).
  runWhenSeeded(ctx, command.actor, command.card);
  const next = ctx.state.finished[other(command.actor)] ? command.actor : other(command.actor);
  ctx.emit({ type: 'AwaitingChanged', awaiting: [{ player: next, kind: 'seed-facility' }], rule: RULES.facilityPhase });
}

export function seedFacility(ctx: Ctx, command: CommandOf<'SeedFacility'>): void {
  const headquarters = bp(ctx.state, command.card).facilityKind === 'Headquarters';
  ctx.emit({
    type: 'FacilitySeeded',
    player: command.actor,
    card: command.card,
    location: command.location,
    // Headquarters stand on the planet (1E rulebook › THE CARDS › FACILITIES).
    ...(headquarters ? { to: Z.surface(command.location) } : {}),
    rule: RULES.facilityPhase,
  });
  const next = ctx.state.finished[other(command.actor)] ? command.actor : other(command.actor);
  ctx.emit({ type: 'AwaitingChanged', awaiting: [{ player: next, kind: 'seed-facility' }], rule: RULES.facilityPhase });
}

// ---------------------------------------------------------------------------------------------
// 1E rulebook › THE SEED PHASES › STARTING THE GAME.

function startGame(ctx: Ctx): void {
  for (const player of playerOrder(ctx.state)) {
    const unused = [...cardsIn(ctx.state, Z.seed(player)), ...cardsIn(ctx.state, Z.staging(player))];
    if (unused.length > 0) ctx.emit({ type: 'SeedCardsPlacedOutOfPlay', player, cards: unused, rule: RULES.startingTheGame });
  }
  for (const player of playerOrder(ctx.state)) shuffleZone(ctx, Z.draw(player), RULES.startingTheGame);
  for (const player of playerOrder(ctx.state)) {
    const hand = cardsIn(ctx.state, Z.draw(player)).slice(0, STARTING_HAND);
    ctx.emit({ type: 'CardsDrawn', player, cards: hand, reason: 'starting-hand', rule: RULES.startingTheGame });
  }
  ctx.emit({ type: 'TurnBegan', player: ctx.state.startingPlayer!, number: 1, rule: RULES.playPhase });
}

export { compatible };
