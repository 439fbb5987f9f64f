/**
 * Games through `legalCommands` only, the one simulation loop: the random player used by the
 * property test, bench/engine and `captains-log simulate`, and seats (issue 16: libs/bot) that
 * decide from their own player's view. Pure: randomness comes from seeded PRNGs.
 */
import {
  CardCatalogue,
  checkDeckList,
  starterCards,
  starterDeckLists,
  validateDeck,
  type Card,
  type ResolvedDeckEntry,
} from '@captains-log/cards';
import { decideAndEvolve } from './decide';
import { initialState } from './evolve';
import { conservationViolations, determinismViolations, scoreViolations } from './invariants';
import { legalCommands } from './legal';
import { Rng, rngFromSeed } from './prng';
import { RuleViolation } from './violation';
import { view, type PlayerView } from './view';
import type { Command, DeckCard, GameEvent, GameResult, GameState, PlayerId, PlayerSetup } from './types';
import { attemptCandidates } from './attempt/beginning';
import { meetGroup } from './attempt/requirements';
import { dilemmaDef } from './dilemmas';
import { Z, zoneArg, zoneKind } from './zones';
import { behaviourOf } from './behaviour/registry';

/** The two built-in Premiere starter decks as engine deck input. */
export function starterDecks(): [PlayerSetup, PlayerSetup] {
  const catalogue = new CardCatalogue(starterCards());
  const [federation, klingon] = starterDeckLists().map((list) => {
    const checked = checkDeckList(list.text, catalogue);
    if (!checked.valid) throw new Error(`starter deck ${list.name} is not valid`);
    return toPlayerSetup(list.name, checked.deck.entries);
  });
  return [federation!, klingon!];
}

/** A deck entry as the engine takes it (an entry of the deck itself: seed, draw or side). */
export function toDeckCard(entry: ResolvedDeckEntry & { readonly zone: DeckCard['zone'] }): DeckCard {
  return { card: entry.card, count: entry.count, zone: entry.zone };
}

/**
 * A player's setup from a resolved deck list: the deck, and (issue 15) the cards listed as brought from outside the game
 * (`PlayerSetup.outside`, behaviour/outside-the-game.ts), left out when there are none.
 */
export function toPlayerSetup(name: string, entries: readonly ResolvedDeckEntry[]): PlayerSetup {
  const deck: DeckCard[] = [];
  const outside: { card: ResolvedDeckEntry['card']; count: number }[] = [];
  for (const entry of entries) {
    if (entry.zone === 'outside') outside.push({ card: entry.card, count: entry.count });
    else deck.push(toDeckCard({ ...entry, zone: entry.zone }));
  }
  return { name, deck, ...(outside.length ? { outside } : {}) };
}

/**
 * A player that is not the built-in random player: it sees only `view(state, { player })` and
 * `legalCommands(state, player)` (Concede included) and returns one of those commands.
 */
export interface Seat {
  choose(view: PlayerView, legal: readonly Command[]): Command;
}

/** Makes a seat for one game (`seed` is the game's simulation seed, for seeded decisions). */
export type SeatFactory = (player: PlayerId, seed: string) => Seat;

export interface SimulationOptions {
  /** Seed of the game (the service would use a cryptographic one); the policy seed derives from it. */
  readonly seed: string;
  readonly decks: readonly [PlayerSetup, PlayerSetup];
  /** When the turn number passes this, the director calls time (default 120). */
  readonly turnCap?: number;
  /** Per decision chance that the acting player concedes (default 1/20000). */
  readonly concedeChance?: number;
  /** Call time at this turn (tests the time-limit hook); default: only at the turn cap. */
  readonly callTimeAtTurn?: number;
  /** 'step' checks card conservation after every command, 'end' only at the end. */
  readonly checks?: 'step' | 'end' | 'none';
  /** 'weighted' (default): play-phase choices weighted toward progress; 'uniform': command type uniformly. */
  readonly policy?: 'weighted' | 'uniform';
  /** Keep the events in the result (default true). */
  readonly keepEvents?: boolean;
  /** Seats for players who are not the random player (default: both random). */
  readonly seats?: Partial<Record<PlayerId, SeatFactory>>;
  /**
   * Issue 17: how the random players treat response windows. 'random' (default): the pass setting is one
   * more command the policy may pick; 'offered': both players pass explicitly from the start of the play
   * phase, so every window waits for a random answer (a response or PassResponse); 'automatic': the
   * setting is never changed, so every window is passed automatically as it opens (windows still open and
   * close on the record: 1E rulebook › THE PLAY PHASE › Alternating Actions).
   */
  readonly responses?: 'random' | 'offered' | 'automatic';
}

export interface SimulationResult {
  readonly seed: string;
  readonly result: GameResult | null;
  readonly endedBy: GameResult['reason'] | 'turn-cap' | 'stuck';
  readonly turns: number;
  readonly commands: number;
  readonly eventCount: number;
  readonly violations: readonly string[];
  readonly manualEffects: number;
  /** Issue 5: mission attempts begun, dilemmas encountered, missions solved. */
  readonly attempts: number;
  readonly dilemmas: number;
  readonly missionsSolved: number;
  /** Issue 15: response windows opened, answered or passed explicitly (not automatically), plays nullified; dilemmas resolved by hand; scripted card effects. */
  readonly responses: { readonly windows: number; readonly explicit: number; readonly nullified: number };
  readonly manualDilemmas: number;
  readonly cardEffects: number;
  /** Issue 15: battles resolved, personnel and ship. */
  readonly battles?: { readonly personnel: number; readonly ship: number };
  readonly events?: readonly GameEvent[];
  readonly state: GameState;
}

const MAX_COMMANDS = 50_000;

const STEP_ENDERS = new Set(['PassSeeding', 'FinishSeeding']);

/**
 * Picks a command type uniformly, then a command of that type (so EndTurn is not drowned by
 * moves). In the seed phases, passing/finishing is chosen only 1 time in 6 while seeds remain.
 */
export function pickCommand(commands: readonly Command[], rng: Rng): Command {
  const byType = new Map<string, Command[]>();
  for (const command of commands) byType.set(command.type, [...(byType.get(command.type) ?? []), command]);
  let types = [...byType.keys()];
  const seeding = types.filter((type) => !STEP_ENDERS.has(type));
  if (seeding.length > 0 && seeding.length < types.length && rng.int(6) !== 0) types = seeding;
  return rng.pick(byType.get(rng.pick(types))!);
}

/**
 * Play-phase policy: still only legal commands, but weighted toward progress (attempts the team can
 * solve, whole groups moving to missions, ships flying to missions), so random games reach the
 * win conditions. Weights read the state; they never bypass `check`.
 */
export function weightedPick(state: GameState, commands: readonly Command[], rng: Rng, memo: Map<string, boolean> = new Map()): Command {
  const open = new Map<PlayerId, Set<string>>();
  const openFor = (player: PlayerId) => {
    let found = open.get(player);
    if (!found) open.set(player, (found = new Set(attemptCandidates(state, player).map((candidate) => candidate.location))));
    return found;
  };
  const weights = commands.map((command) => commandWeight(state, command, openFor, memo));
  // Keep turns short: ending the turn always has at least ~1/8 of the weight.
  const others = weights.reduce((sum, weight, i) => (commands[i]!.type === 'EndTurn' ? sum : sum + weight), 0);
  commands.forEach((command, i) => {
    if (command.type === 'EndTurn') weights[i] = Math.max(weights[i]!, others / 7);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  let roll = (rng.int(1_000_000) / 1_000_000) * total;
  for (let i = 0; i < commands.length; i += 1) {
    roll -= weights[i]!;
    if (roll <= 0) return commands[i]!;
  }
  return commands[commands.length - 1]!;
}

/** The dilemmas in play that change personnel as requirement checks see them (memberOf), with their hosts. */
function memberModifiers(state: GameState): string {
  let out = '';
  for (const entry of Object.values(state.ongoing)) {
    const rules = dilemmaDef(state.cards[entry.dilemma]!.blueprint)?.ongoing;
    if (rules?.hostNoSkills || rules?.firstSkillLost) out += `${entry.dilemma}@${entry.host};`;
  }
  return out;
}

/**
 * `memo` (one game): whether a team meets a mission's requirements, keyed by everything `memberOf`
 * reads: the mission card, the player's cards in the team's places (equipment present modifies
 * personnel) and the dilemmas in play that modify personnel.
 */
function commandWeight(state: GameState, command: Command, openFor: (player: PlayerId) => Set<string>, memo: Map<string, boolean>): number {
  const openMission = (_: GameState, location: string, player: PlayerId) => openFor(player).has(location);
  switch (command.type) {
    case 'AttemptMission': {
      const player = command.actor;
      const location = state.locations[command.location]!;
      const mission = location.missions.map((iid) => state.cards[iid]!).find((c) => c.owner === player) ?? state.cards[location.missions[0]!]!;
      const requirements = state.blueprints[mission.blueprint]!.mission?.requirements;
      const zones = [Z.surface(command.location), ...(command.ship ? [Z.aboard(command.ship)] : [])];
      const team = zones.flatMap((zone) => (state.zones[zone] ?? []).filter((iid) => state.cards[iid]!.owner === player && !state.cards[iid]!.stopped));
      if (state.noSolve[player].includes(command.location)) return 0.01;
      // A member is its printed card changed by the player's cards beside it (equipment present) and
      // by dilemmas in play: without such dilemmas the definitions in the team's places decide.
      const modifiers = memberModifiers(state);
      const present = zones.map((zone) => {
        const mine = (state.zones[zone] ?? []).filter((iid) => state.cards[iid]!.owner === player);
        const named = mine.map((iid) => `${modifiers === '' ? state.cards[iid]!.blueprint : iid}${state.cards[iid]!.stopped ? '*' : ''}`);
        return `${zoneKind(zone)}:${(modifiers === '' ? named.sort() : named).join(',')}`;
      });
      const key = `${mission.blueprint}|${present.join('|')}|${modifiers === '' ? '' : `${command.location}|${command.ship ?? ''}|${modifiers}`}`;
      let met = memo.get(key);
      if (met === undefined) memo.set(key, (met = requirements ? meetGroup(state, requirements, team).verdict === 'met' : false));
      if (met) return 400;
      return (state.zones[Z.under(command.location)] ?? []).length > 0 ? 3 : 0.05;
    }
    case 'ChooseForDilemma':
    case 'CureDilemma':
      return 10;
    case 'Beam':
    case 'Walk': {
      const to = command.to;
      const location = zoneKind(to) === 'surface' ? zoneArg(to) : null;
      let weight = command.cards.length > 1 ? 6 : 1;
      if (location && openMission(state, location, command.actor)) weight *= 4;
      if (zoneKind(to) === 'aboard' && state.blueprints[state.cards[zoneArg(to)]!.blueprint]!.type === 'Ship') weight *= 2;
      return weight;
    }
    case 'Fly': {
      const crew = (state.zones[Z.aboard(command.ship)] ?? []).length;
      return crew > 0 && openMission(state, command.to, command.actor) ? 12 : 1;
    }
    case 'Undock':
      return (state.zones[Z.aboard(command.ship)] ?? []).length > 1 ? 8 : 1;
    case 'ReportForDuty':
      return 6;
    case 'DeclareManualEffect':
      return 0.2;
    case 'Dock':
    case 'Land':
    case 'TakeOff':
      return 0.5;
    case 'CloakShip':
      return 0.3;
    case 'EndTurn':
      return 2;
    default:
      return 2;
  }
}

/**
 * Plays one game from creation to its end (or the turn cap): the random player for each seat not
 * given in `options.seats`. A seat's command that legalCommands did not offer, or that decide
 * rejects, is an invariant violation.
 */
export function runGame(options: SimulationOptions): SimulationResult {
  const policy = new Rng(rngFromSeed(`policy:${options.seed}`));
  const seats: Partial<Record<PlayerId, Seat>> = {};
  for (const player of ['p1', 'p2'] as const) {
    const factory = options.seats?.[player];
    if (factory) seats[player] = factory(player, options.seed);
  }
  const turnCap = options.turnCap ?? 120;
  const concedeChance = options.concedeChance ?? 1 / 20000;
  const checks = options.checks ?? 'end';
  const events: GameEvent[] = [];
  const violations: string[] = [];
  let state = initialState();
  let commands = 0;
  let manualEffects = 0;
  let attempts = 0;
  let dilemmas = 0;
  let missionsSolved = 0;
  const responses = { windows: 0, explicit: 0, nullified: 0 };
  let manualDilemmas = 0;
  let cardEffects = 0;
  const battles = { personnel: 0, ship: 0 };
  let endedBy: SimulationResult['endedBy'] = 'stuck';
  const memo = new Map<string, boolean>();

  const apply = (command: Command): boolean => {
    let produced: GameEvent[];
    try {
      ({ events: produced, state } = decideAndEvolve(state, command));
    } catch (error) {
      if (error instanceof RuleViolation) {
        violations.push(`legal command rejected: ${command.type} ${error.code} (${error.message})`);
        return false;
      }
      throw error;
    }
    for (const event of produced) {
      events.push(event);
      if (event.type === 'ManualEffectDeclared') manualEffects += 1;
      else if (event.type === 'MissionAttemptBegan') attempts += 1;
      else if (event.type === 'DilemmaEncountered') dilemmas += 1;
      else if (event.type === 'MissionSolved') missionsSolved += 1;
      else if (event.type === 'ResponseWindowOpened') responses.windows += 1;
      else if (event.type === 'ResponseWindowClosed' && !event.automatic) responses.explicit += 1;
      else if (event.type === 'PlayNullified') responses.nullified += 1;
      else if (event.type === 'DilemmaManualResolutionRequested') manualDilemmas += 1;
      else if (event.type === 'CardEffectResolved') cardEffects += 1;
      else if (event.type === 'BattleEnded') battles[event.kind] += 1;
    }
    commands += 1;
    if (checks === 'step') violations.push(...conservationViolations(state));
    return true;
  };

  apply({ type: 'CreateGame', actor: 'system', gameId: `sim-${options.seed}`, seed: `sim-seed:${options.seed.padStart(16, '0')}`, players: [options.decks[0], options.decks[1]] });
  while (state.phase !== 'ended' && commands < MAX_COMMANDS && violations.length === 0) {
    const turnNumber = state.turn?.number ?? 0;
    if (!state.timeCalled && (turnNumber > turnCap || (options.callTimeAtTurn !== undefined && turnNumber >= options.callTimeAtTurn))) {
      apply({ type: 'CallTime', actor: 'director' });
      continue;
    }
    if (turnNumber > turnCap + 4) {
      endedBy = 'turn-cap';
      break;
    }
    const actors = [...new Set(state.awaiting.map((entry) => entry.player))];
    if (actors.length === 0) {
      violations.push(`no player is awaited in phase ${state.phase}`);
      break;
    }
    if (options.responses === 'offered' && state.phase === 'play') {
      // only when legalCommands offers the setting (not in the middle of a choice), so the run stays legal
      const quiet = (['p1', 'p2'] as const).find((player) => !state.explicitPass?.[player] && !seats[player] && legalCommands(state, player).some((command) => command.type === 'SetAutoPass'));
      if (quiet) {
        // Issue 15 (windows): every window, the attempt and assimilation windows too.
        apply({ type: 'SetAutoPass', actor: quiet, on: false, every: true });
        continue;
      }
    }
    const actor = policy.pick(actors);
    const legal = legalCommands(state, actor);
    const seat = seats[actor];
    if (seat) {
      const chosen = seat.choose(view(state, { player: actor }), legal);
      if (!legal.includes(chosen) && !legal.some((command) => sameCommand(command, chosen))) {
        violations.push(`seat ${actor} chose a command legalCommands did not offer: ${JSON.stringify(chosen)}`);
        break;
      }
      apply(chosen);
      continue;
    }
    const fixedPassing = options.responses === 'offered' || options.responses === 'automatic';
    const choices = legal.filter((command) => command.type !== 'Concede' && !(fixedPassing && command.type === 'SetAutoPass'));
    if (choices.length === 0 || policy.int(1_000_000) < concedeChance * 1_000_000) {
      apply({ type: 'Concede', actor });
      continue;
    }
    apply(state.phase === 'play' && options.policy !== 'uniform' ? weightedPick(state, choices, policy, memo) : pickCommand(choices, policy));
  }
  if (state.result) endedBy = state.result.reason;
  if (checks !== 'none') {
    if (checks === 'end') violations.push(...conservationViolations(state));
    violations.push(...scoreViolations(state, events));
    violations.push(...determinismViolations(state, events));
  }
  return {
    seed: options.seed,
    result: state.result,
    endedBy,
    turns: state.turn?.number ?? 0,
    commands,
    eventCount: events.length,
    violations,
    manualEffects,
    attempts,
    dilemmas,
    missionsSolved,
    responses,
    manualDilemmas,
    cardEffects,
    battles,
    ...(options.keepEvents === false ? {} : { events }),
    state,
  };
}

function sameCommand(a: Command, b: Command): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---------------------------------------------------------------------------------------------
// Random legal decks from the card universe (when the shared card list is available).

const OUTPOST_AFFILIATIONS = ['Federation', 'Klingon', 'Romulan', 'Cardassian', 'Bajoran', 'Ferengi', 'Dominion'];

function playable(card: Card): boolean {
  return (
    card.formats.includes('Modern') &&
    !card.qIcon &&
    !card.affiliations.includes('Borg') &&
    // [AU] cards are in: the [AU] icon rule holds them back unless a door allows them (behaviour/alternate-universe.ts).
    !card.icons.some((icon) => ['BO', 'HA', 'Self', 'MU', 'Ref'].includes(icon.code))
  );
}

/** A random deck that passes `validateDeck`: one affiliation, an outpost, 6 missions, dilemmas, 30-45 draw cards. */
const playablePools = new WeakMap<readonly Card[], Card[]>();

export function randomDeck(universe: readonly Card[], rng: Rng, name = 'random deck'): PlayerSetup {
  let pool = playablePools.get(universe);
  if (!pool) playablePools.set(universe, (pool = universe.filter(playable)));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const affiliation = rng.pick(OUTPOST_AFFILIATIONS);
    const outpost = pool.find((card) => card.type === 'Facility' && card.facilityKind === 'Outpost' && card.affiliations.includes(affiliation as never));
    if (!outpost) continue;
    const quadrant = outpost.icons.find((icon) => icon.category === 'quadrant')?.code;
    const home = quadrant === 'GQ' ? 'Gamma' : quadrant === 'DQ' ? 'Delta' : 'Alpha';
    const missions = pool.filter((card) => card.type === 'Mission' && card.mission?.points?.value !== undefined);
    const friendly = rng.shuffle(
      missions.filter((card) => card.mission!.quadrant === home && card.mission!.affiliationIcons.includes(affiliation as never)),
    );
    if (friendly.length < 3) continue;
    const chosen: Card[] = [];
    const names = new Set<string>();
    const add = (card: Card) => {
      const key = card.title.toLowerCase().replace(/\s+ii$/, '');
      if (names.has(key) || chosen.length >= 6) return;
      names.add(key);
      chosen.push(card);
    };
    friendly.slice(0, 3).forEach(add);
    for (const card of rng.shuffle(missions)) add(card);
    const dilemmas = rng.shuffle(pool.filter((card) => card.type === 'Dilemma')).slice(0, 8 + rng.int(6));
    const auDoors = pool.filter((card) => card.type === 'Doorway' && behaviourOf(card.id)?.allowsAlternateUniverse?.some((grant) => grant.play));
    const artifacts = rng.shuffle(pool.filter((card) => card.type === 'Artifact')).slice(0, rng.int(3));
    const seed: DeckCard[] = [
      { card: outpost, count: 1, zone: 'seed' },
      ...chosen.map((card) => ({ card, count: 1, zone: 'seed' as const })),
      ...dilemmas.map((card) => ({ card, count: 1 + rng.int(2), zone: 'seed' as const })),
      ...artifacts.map((card) => ({ card, count: 1, zone: 'seed' as const })),
      // Half the decks seed a doorway that allows [AU] cards (Alternate Universe Door, Temporal Conduit…), so that the
      // random games play [AU] cards with and without one.
      ...(auDoors.length > 0 && rng.int(2) === 0 ? [{ card: rng.pick(auDoors), count: 1, zone: 'seed' as const }] : []),
    ];
    const natives = (card: Card) => (card.icons.find((icon) => icon.category === 'quadrant')?.code ?? 'AQ') === (quadrant ?? 'AQ');
    const affiliated = (card: Card) => card.affiliations.includes(affiliation as never) || card.affiliations.includes('Non-Aligned');
    const personnel = rng.shuffle(pool.filter((card) => card.type === 'Personnel' && affiliated(card) && natives(card))).slice(0, 18 + rng.int(8));
    const ships = rng.shuffle(pool.filter((card) => card.type === 'Ship' && card.affiliations.includes(affiliation as never) && natives(card))).slice(0, 4 + rng.int(4));
    const others = rng
      .shuffle(pool.filter((card) => ['Equipment', 'Event', 'Interrupt', 'Incident', 'Objective'].includes(card.type)))
      .slice(0, 6 + rng.int(8));
    const draw: DeckCard[] = [...personnel, ...ships, ...others].map((card) => ({ card, count: 1, zone: 'draw' as const }));
    const deck = [...seed, ...draw];
    const entries: ResolvedDeckEntry[] = deck.map((entry, line) => ({ ...entry, zoneInferred: false, line: line + 1 }));
    if (validateDeck(entries).valid) return { name: `${name} (${affiliation})`, deck };
  }
  throw new Error('could not build a random legal deck from the card universe');
}
