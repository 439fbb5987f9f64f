/**
 * Test support for mission attempts: builds a play-phase state from events (given), with one
 * mission (or more) on the spaceline, seed cards under it (first listed = bottom = encountered
 * first), p1's team on the planet or aboard an undocked ship, and one card in each draw deck.
 * Test personnel are made from a short spec (`'MEDICAL SECURITY'`, attributes, characteristics)
 * so each dilemma's requirement can be met or missed exactly.
 */
import { loadLackeyCsvFile, type Card, type Skill } from '@captains-log/cards';
import * as path from 'node:path';
import { decide } from '../decide';
import { evolveAll } from '../evolve';
import { rngFromSeed } from '../prng';
import type { CardSetup, Command, GameEvent, GameState, PlayerId } from '../types';
import { Z } from '../zones';

let universe: readonly Card[] | null = null;
export function sharedCards(): readonly Card[] {
  universe ??= loadLackeyCsvFile(process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../../shared/cards/st1e-cards.csv')).cards;
  return universe;
}

export function realCard(titleOrId: string): Card {
  const cards = sharedCards();
  const found =
    cards.find((card) => card.id === titleOrId) ??
    cards.find((card) => card.title === titleOrId && card.release === 'premiere') ??
    cards.find((card) => card.title === titleOrId);
  if (!found) throw new Error(`no card ${titleOrId}`);
  return found;
}

export interface PersonSpec {
  /** Skills separated by spaces; `x2` multiplies the preceding skill; classification is the first ALL-CAPS word. */
  readonly skills?: string;
  readonly i?: number;
  readonly c?: number;
  readonly s?: number;
  readonly ch?: readonly string[];
  readonly title?: string;
  readonly affiliation?: string;
  readonly downloads?: boolean;
  readonly universal?: boolean;
}

const CLASSES = new Set(['OFFICER', 'ENGINEER', 'MEDICAL', 'SCIENCE', 'SECURITY', 'V.I.P.', 'CIVILIAN', 'ANIMAL']);
const MULTI_WORD = ['Computer Skill', 'Stellar Cartography', 'Transporter Skill', 'Obsidian Order', 'Tal Shiar'];

function parseSkills(text: string): { classification: string; skills: Skill[] } {
  let rest = text;
  const tokens: string[] = [];
  for (const word of MULTI_WORD) rest = rest.split(word).join(word.replace(' ', '_'));
  for (const token of rest.split(/\s+/).filter(Boolean)) tokens.push(token.replace('_', ' '));
  const skills: Skill[] = [];
  let classification = 'CIVILIAN';
  let first = true;
  for (const token of tokens) {
    const multiplier = /^x(\d)$/.exec(token);
    if (multiplier && skills.length) {
      const last = skills.pop()!;
      skills.push({ ...last, level: Number(multiplier[1]) });
      continue;
    }
    if (multiplier) {
      // `MEDICAL x3` on its own: the classification counts once, the skill box adds the rest.
      skills.push({ name: classification, level: Number(multiplier[1]) - 1, regular: true });
      continue;
    }
    if (first && CLASSES.has(token)) {
      classification = token;
      first = false;
      continue;
    }
    first = false;
    skills.push({ name: token, level: 1, regular: true });
  }
  return { classification, skills };
}

let made = 0;
export function person(spec: PersonSpec): Card {
  made += 1;
  const { classification, skills } = parseSkills(spec.skills ?? '');
  const title = spec.title ?? `Test Personnel ${made}`;
  return {
    id: `t_p${made}`,
    title,
    setId: 't',
    release: 'test',
    formats: ['Modern'],
    type: 'Personnel',
    qIcon: false,
    types: ['Personnel'],
    universal: spec.universal ?? true,
    enigma: false,
    affiliations: [(spec.affiliation ?? 'Federation') as never],
    icons: [],
    nemesisArrows: [],
    infiltrationIcons: [],
    personnel: {
      classification,
      integrity: { kind: 'number', value: spec.i ?? 5 },
      cunning: { kind: 'number', value: spec.c ?? 5 },
      strength: { kind: 'number', value: spec.s ?? 5 },
      skillBox: { skills, specialSkills: [], specialDownloads: spec.downloads ? [['Something']] : [] },
    },
    characteristics: spec.ch ?? [],
    requiresCharacteristics: [],
    persona: [],
    commandedBy: [],
    reportsTo: [],
    alternateNames: [],
  };
}

export function ship(spec: { shields?: number; range?: number; weapons?: number; affiliation?: string; title?: string } = {}): Card {
  made += 1;
  const value = (n: number) => ({ kind: 'number' as const, value: n });
  return {
    id: `t_s${made}`,
    title: spec.title ?? `Test Ship ${made}`,
    setId: 't',
    release: 'test',
    formats: ['Modern'],
    type: 'Ship',
    qIcon: false,
    types: ['Ship'],
    universal: true,
    enigma: false,
    affiliations: [(spec.affiliation ?? 'Federation') as never],
    icons: [],
    nemesisArrows: [],
    infiltrationIcons: [],
    ship: { range: value(spec.range ?? 8), weapons: value(spec.weapons ?? 6), shields: value(spec.shields ?? 6), staffing: { icons: [], alternatives: [] }, specialEquipment: [], specialText: [], specialDownloads: [] },
    characteristics: [],
    requiresCharacteristics: [],
    persona: [],
    commandedBy: [],
    reportsTo: [],
    alternateNames: [],
  };
}

export interface SceneSpec {
  /** Mission titles/ids; the first is L1 (attempted); owner p1 unless `missionOwner`. */
  readonly missions: readonly (string | Card)[];
  readonly missionOwner?: PlayerId;
  /** The missions' quadrant (default Alpha). */
  readonly quadrant?: 'Alpha' | 'Gamma' | 'Delta' | 'Mirror';
  /** The missions' region (issue 15, personnel: conditions "if in the Neutral Zone"). */
  readonly region?: string;
  /** Seed cards under L1 (first = bottom = encountered first); owner p2 unless given. */
  readonly seeds?: readonly (string | Card | { card: string | Card; owner: PlayerId; misSeed?: string })[];
  /** p1's personnel on the surface of L1 (a string: a real card by id or title). */
  readonly awayTeam?: readonly (string | Card | PersonSpec)[];
  /** p1's ship undocked at L1 and its crew. */
  readonly ship?: Card;
  readonly crew?: readonly (string | Card | PersonSpec)[];
  /** Equipment with the Away Team (or crew, when no Away Team). */
  readonly equipment?: readonly (string | Card)[];
  /** Cards in p1's hand (a PersonSpec makes a test personnel). */
  readonly hand?: readonly (string | Card | PersonSpec)[];
  /** Cards in p2's hand (owned by p2). */
  readonly opponentHand?: readonly (string | Card | PersonSpec)[];
  /** Cards on top of p1's draw deck, the first on top (above the ten test personnel every scene deals). */
  readonly drawTop?: readonly (string | Card | PersonSpec)[];
  /**
   * The [AU] icon rule (behaviour/alternate-universe.ts): an Alternate Universe Door face up on both players' tables (or
   * those named, or none: `false`), as an [AU] deck seeds one. Unless given, each player with a card showing [AU] still
   * to enter play (in `hand`, `drawTop`, `opponentHand`) has one: an [AU] deck seeds a door (1E rulebook › THE SEED
   * PHASES › Tip: Cards). Scenes about the rule itself say `false`.
   */
  readonly auDoor?: boolean | readonly PlayerId[];
}

export interface Scene {
  readonly state: GameState;
  readonly events: GameEvent[];
  readonly ids: { readonly missions: string[]; readonly seeds: string[]; readonly awayTeam: string[]; readonly crew: string[]; readonly ship?: string; readonly equipment: string[]; readonly hand: string[]; readonly deck: string[]; readonly opponentHand: string[] };
}

/** The players given an Alternate Universe Door (SceneSpec.auDoor). */
function doorsFor(spec: SceneSpec): readonly PlayerId[] {
  if (spec.auDoor === true) return ['p1', 'p2'];
  if (spec.auDoor === false) return [];
  if (spec.auDoor) return spec.auDoor;
  // A PersonSpec makes a personnel without icons (and is not made here: person() numbers its titles).
  const shows = (entry: string | Card | PersonSpec) => (typeof entry === 'string' ? realCard(entry) : 'type' in entry ? (entry as Card) : null)?.icons.some((icon) => icon.code === 'AU') ?? false;
  const au = (entries: readonly (string | Card | PersonSpec)[] | undefined) => (entries ?? []).some(shows);
  return [...(au(spec.hand) || au(spec.drawTop) ? (['p1'] as const) : []), ...(au(spec.opponentHand) ? (['p2'] as const) : [])];
}

export function scene(spec: SceneSpec): Scene {
  const blueprints: Record<string, Card> = {};
  const setups: CardSetup[] = [];
  let next = 0;
  const add = (card: Card, owner: PlayerId, zone: string): string => {
    blueprints[card.id] = card;
    next += 1;
    const iid = `c${next}`;
    setups.push({ iid, blueprint: card.id, owner, zone });
    return iid;
  };
  const resolve = (entry: string | Card | PersonSpec): Card => (typeof entry === 'string' ? realCard(entry) : 'type' in entry ? (entry as Card) : person(entry as PersonSpec));
  const missionOwner = spec.missionOwner ?? 'p1';
  const missions = spec.missions.map((m) => add(resolve(m), missionOwner, Z.missions(missionOwner)));
  const seeds = (spec.seeds ?? []).map((s) =>
    typeof s === 'object' && 'owner' in s ? add(resolve(s.card), s.owner, Z.seed(s.owner)) : add(resolve(s as string | Card), 'p2', Z.seed('p2')),
  );
  const awayTeam = (spec.awayTeam ?? []).map((p) => add(resolve(p), 'p1', Z.hand('p1')));
  const shipId = spec.ship ? add(spec.ship, 'p1', Z.hand('p1')) : undefined;
  const crew = (spec.crew ?? []).map((p) => add(resolve(p), 'p1', Z.hand('p1')));
  const equipment = (spec.equipment ?? []).map((e) => add(resolve(e), 'p1', Z.hand('p1')));
  const hand = (spec.hand ?? []).map((h) => add(resolve(h), 'p1', Z.hand('p1')));
  const deck = (spec.drawTop ?? []).map((d) => add(resolve(d), 'p1', Z.draw('p1')));
  const opponentHand = (spec.opponentHand ?? []).map((h) => add(resolve(h), 'p2', Z.hand('p2')));
  for (let i = 0; i < 10; i += 1) {
    add(person({}), 'p1', Z.draw('p1'));
    add(person({}), 'p2', Z.draw('p2'));
  }
  const doors = doorsFor(spec).map((player) => add(realCard('Alternate Universe Door'), player, Z.hand(player)));
  const events: GameEvent[] = [
    {
      type: 'GameCreated',
      gameId: 'scene',
      names: { p1: 'Attempting', p2: 'Seeding' },
      seedCommitment: 'test',
      blueprints,
      cards: setups,
      secret: { seed: 'scene-seed', rng: rngFromSeed('scene-seed') },
    },
  ];
  missions.forEach((iid, index) => {
    const card = blueprints[setups.find((s) => s.iid === iid)!.blueprint]!;
    events.push({ type: 'MissionPlaced', player: missionOwner, card: iid, location: `L${index + 1}`, quadrant: spec.quadrant ?? 'Alpha', ...(spec.region ? { region: spec.region } : {}), name: card.title, placement: index === 0 ? 'new-spaceline' : 'end', index });
  });
  seeds.forEach((iid, index) => {
    const entry = spec.seeds![index]!;
    const misSeed = typeof entry === 'object' && 'owner' in entry ? entry.misSeed : undefined;
    events.push({ type: 'CardSeededUnderMission', player: setups.find((s) => s.iid === iid)!.owner, card: iid, location: 'L1', ...(misSeed ? { misSeed } : {}) });
  });
  const move = (card: string, to: string) => events.push({ type: 'CardMoved', card, from: 'hand:p1', to, faceUp: true, reason: 'scene' });
  if (shipId) move(shipId, Z.space('L1'));
  awayTeam.forEach((iid) => move(iid, Z.surface('L1')));
  crew.forEach((iid) => move(iid, Z.aboard(shipId!)));
  const equipmentZone = awayTeam.length ? Z.surface('L1') : shipId ? Z.aboard(shipId) : Z.surface('L1');
  equipment.forEach((iid) => move(iid, equipmentZone));
  for (const door of doors) {
    const owner = setups.find((setup) => setup.iid === door)!.owner;
    events.push({ type: 'CardMoved', card: door, from: Z.hand(owner), to: Z.table(owner), faceUp: true, reason: 'scene' });
  }
  events.push({ type: 'TurnBegan', player: 'p1', number: 1 });
  return { state: evolveAll(events), events, ids: { missions, seeds, awayTeam, crew, ...(shipId ? { ship: shipId } : {}), equipment, hand, deck, opponentHand } };
}

/**
 * A scene with `deck` (or `spec.deck`) on top of p1's draw deck (the first on top): the scene, the deck's and the
 * hand's card ids, the state, and p1's ship (when the scene has one).
 */
export function withDeck(spec: SceneSpec & { readonly deck?: readonly (string | Card | PersonSpec)[] }, deck: readonly (string | Card | PersonSpec)[] = []) {
  const { deck: listed = [], ...rest } = spec;
  const built = scene({ ...rest, drawTop: [...(rest.drawTop ?? []), ...listed, ...deck] });
  return { built, deck: built.ids.deck, hand: built.ids.hand, state: built.state, ship: built.ids.ship! };
}

/** Runs a command and then answers every dilemma choice with `answer` (default: the first options). */
export function runAttempt(
  state: GameState,
  command: Command,
  answer: (choice: NonNullable<NonNullable<GameState['attempt']>['choice']>) => readonly string[] = (choice) => choice.options.slice(0, choice.pick),
): { events: GameEvent[]; state: GameState } {
  const events = decide(state, command);
  let current = evolveAll(events, state);
  for (let guard = 0; guard < 20 && current.attempt?.choice; guard += 1) {
    const choice = current.attempt.choice;
    const produced = decide(current, { type: 'ChooseForDilemma', actor: choice.player, chosen: answer(choice) });
    events.push(...produced);
    current = evolveAll(produced, current);
  }
  return { events, state: current };
}

export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((event): event is Extract<GameEvent, { type: T }> => event.type === type);
}
