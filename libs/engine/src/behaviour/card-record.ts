/**
 * Issue 15 (helper records): the record of the cards each player has seeded and played this game, and the
 * quadrants each of their cards has been in — what "if you seeded {X}", "if you play (or have played) a
 * non-Vulcan personnel" and "if none of your [Dom] cards have been in that quadrant yet this game" ask.
 * Folded by evolve from events only (a rebuild gives the same record):
 *   - played: `CardPlayed`, `CardReported`, `CardDownloaded` (1E rulebook › DOWNLOADING: a download plays the
 *     card), for the player who played it;
 *   - seeded: the seeds that are public as they are made — `MissionPlaced`, `FacilitySeeded`,
 *     `CardSeededOnTable` (table cards and cards seeded on a mission or card), `CardsAnnounced` (doorways
 *     revealed). Cards seeded face down under a mission are not recorded (their identity is hidden: a
 *     condition on them would tell the opponent what lies there);
 *   - been in a quadrant (by owner): each card entering play, or moved by any of these events, at a spaceline
 *     location (mission, facility, ship, personnel, a card atop a mission …) adds that location's quadrant;
 *     a ship flying, or a card moved, to another quadrant carries everything aboard it along;
 *   - earned (issue 15, helper objs): a seed card earned at a mission (`SeedCardEarned`), with that location
 *     ("if you did not earn an [Artifact] here").
 * Cards are kept by instance and read through `blueprintOf` as the query is asked (type, affiliation, icons,
 * species: the card as it is now).
 */
import type { Card } from '@captains-log/cards';
import { blueprintOf, isTitled } from '../card-facts';
import type { GameEvent, GameState, PlayerId } from '../types';
import { locationOfZone, zoneKind } from '../zones';
import { matches } from './play';
import type { CardFilter } from './vocabulary';
import type { Quadrant } from './vocabulary-personnel-b';

/** How a card came into play; `scoredIn`: it scored points for its owner while lying on a mission of that quadrant (an objective completed there). */
export interface RecordEntry {
  readonly seeded?: true;
  readonly played?: true;
  readonly scoredIn?: readonly Quadrant[];
  /** Issue 15 (helper objs): the locations where this player earned the card, a seed card under a mission (`SeedCardEarned`). */
  readonly earnedAt?: readonly string[];
  /** Issue 15 (helper tables): the number of the turn in which this player last played (reported, downloaded) the card ("if you played two or more [Maq] personnel this turn": Learning Curve). */
  readonly playedTurn?: number;
}

/** One player's record. */
export interface PlayerCardRecord {
  /** Card instance → how it came into play (each at most once per way). */
  readonly cards: Readonly<Record<string, RecordEntry>>;
  /** Quadrant → the instances of this player's (owned) cards that have been there. */
  readonly been: Readonly<Partial<Record<Quadrant, readonly string[]>>>;
  /** Issue 15 (helper dqv): the number of the last turn in which this player played (reported, downloaded) a card ("if you have played no cards this turn"). */
  readonly playedInTurn?: number;
}

export type CardRecord = Readonly<Partial<Record<PlayerId, PlayerCardRecord>>>;

/** A question put to a player's record: "have you seeded (played) a card like this". */
export interface RecordQuery {
  /** 'seeded', 'played', or either way ('either', the default). */
  readonly how?: 'seeded' | 'played' | 'either';
  /** The card matches this filter (blueprints.ts › matches; `species` too). */
  readonly filter?: CardFilter;
  /** …with this skill printed ("a [Car] Honor personnel"). */
  readonly skill?: string;
  /** …and not this one ("a non-Vulcan personnel": `filter: { types: ['Personnel'] }, unless: { species: 'Vulcan' }`). */
  readonly unless?: CardFilter;
  /** …and has been in one of these quadrants (a seeded mission: its own quadrant). */
  readonly inQuadrants?: readonly Quadrant[];
  /** At least this many such cards (default 1). */
  readonly atLeast?: number;
}

/** For the catalogue test. */
export const CARD_RECORD_WORDS: readonly string[] = ['state:cardRecord'];

const EMPTY: PlayerCardRecord = { cards: {}, been: {} };

/** Issue 15 (helper partials): whether `player` earned this card (a seed card under a mission) at some location this game. */
export function earnedByPlayer(state: GameState, player: PlayerId, card: string): boolean {
  return (recordOf(state, player).cards[card]?.earnedAt ?? []).length > 0;
}

function recordOf(state: GameState, player: PlayerId): PlayerCardRecord {
  return state.cardRecord?.[player] ?? EMPTY;
}

function withEntry(state: GameState, player: PlayerId, card: string, how: 'seeded' | 'played'): GameState {
  if (!state.cards[card]) return state;
  const record = recordOf(state, player);
  const had = record.cards[card];
  // Issue 15 (helper tables): a played card keeps the turn it was last played in (a card played again later updates it).
  const turn = how === 'played' ? state.turn?.number : undefined;
  if (had?.[how] && (turn === undefined || had.playedTurn === turn)) return state;
  const next: PlayerCardRecord = { ...record, cards: { ...record.cards, [card]: { ...had, [how]: true, ...(turn !== undefined ? { playedTurn: turn } : {}) } } };
  return { ...state, cardRecord: { ...(state.cardRecord ?? {}), [player]: next } };
}

function withPlayedInTurn(state: GameState, player: PlayerId): GameState {
  const turn = state.turn?.number;
  if (turn === undefined) return state;
  const record = recordOf(state, player);
  return record.playedInTurn === turn ? state : { ...state, cardRecord: { ...(state.cardRecord ?? {}), [player]: { ...record, playedInTurn: turn } } };
}

/** Issue 15 (helper dqv): whether `player` has played (reported, downloaded) a card this turn. */
export function playedThisTurn(state: GameState, player: PlayerId): boolean {
  return !!state.turn && recordOf(state, player).playedInTurn === state.turn.number;
}

/** Issue 15 (helper tables): how many cards matching `filter` `player` has played (reported, downloaded) this turn. */
export function playedThisTurnCount(state: GameState, player: PlayerId, filter: CardFilter): number {
  const turn = state.turn?.number;
  if (turn === undefined) return 0;
  return Object.entries(recordOf(state, player).cards).filter(([card, entry]) => entry.playedTurn === turn && state.cards[card] && matches(blueprintOf(state, card), filter)).length;
}

function quadrantOfZone(state: GameState, zone: string): Quadrant | null {
  const location = locationOfZone(state, zone);
  return location ? (state.locations[location]?.quadrant ?? null) : null;
}

/** The card and (for a ship or facility) everything aboard or docked at it, and cards lying on them. */
function withContents(state: GameState, card: string, into: string[], depth = 0): void {
  into.push(card);
  if (depth > 4) return;
  for (const zone of [`aboard:${card}`, `docked:${card}`, `on:${card}`, `sites:${card}`]) for (const inner of state.zones[zone] ?? []) withContents(state, inner, into, depth + 1);
}

function withBeen(state: GameState, cards: readonly string[], quadrant: Quadrant | null): GameState {
  if (!quadrant) return state;
  let next = state;
  for (const card of cards) {
    const owner = next.cards[card]?.owner;
    if (!owner) continue;
    const record = recordOf(next, owner);
    const there = record.been[quadrant] ?? [];
    if (there.includes(card)) continue;
    next = { ...next, cardRecord: { ...(next.cardRecord ?? {}), [owner]: { ...record, been: { ...record.been, [quadrant]: [...there, card] } } } };
  }
  return next;
}

function arrivedIn(state: GameState, card: string, zone: string): GameState {
  const contents: string[] = [];
  withContents(state, card, contents);
  return withBeen(state, contents, quadrantOfZone(state, zone));
}

/** Evolve (after the event is applied): the record the event adds to. */
export function withCardRecord(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'CardPlayed':
    case 'CardReported':
    case 'CardDownloaded':
      return arrivedIn(withPlayedInTurn(withEntry(state, event.player, event.card, 'played'), event.player), event.card, event.to);
    case 'MissionPlaced':
      return withBeen(withEntry(state, event.player, event.card, 'seeded'), [event.card], event.quadrant);
    case 'FacilitySeeded':
      return withBeen(withEntry(state, event.player, event.card, 'seeded'), [event.card], state.locations[event.location]?.quadrant ?? null);
    case 'CardSeededOnTable':
      return arrivedIn(withEntry(state, event.player, event.card, 'seeded'), event.card, event.to);
    case 'CardsAnnounced': {
      let next = state;
      for (const card of event.cards) next = withEntry(next, event.player, card.iid, 'seeded');
      return next;
    }
    case 'PointsScored': {
      // An objective completed: it scores as it lies on its mission (facility-downloads.ts › discardSolvedHere).
      const source = state.cards[event.source];
      if (!source || source.owner !== event.player || zoneKind(source.zone) !== 'atop') return state;
      const quadrant = quadrantOfZone(state, source.zone);
      const record = recordOf(state, event.player);
      const had = record.cards[event.source] ?? {};
      if (!quadrant || had.scoredIn?.includes(quadrant)) return state;
      const entry: RecordEntry = { ...had, scoredIn: [...(had.scoredIn ?? []), quadrant] };
      return { ...state, cardRecord: { ...(state.cardRecord ?? {}), [event.player]: { ...record, cards: { ...record.cards, [event.source]: entry } } } };
    }
    case 'SeedCardEarned': {
      const record = recordOf(state, event.player);
      const had = record.cards[event.card] ?? {};
      if (!state.cards[event.card] || had.earnedAt?.includes(event.location)) return state;
      const entry: RecordEntry = { ...had, earnedAt: [...(had.earnedAt ?? []), event.location] };
      return { ...state, cardRecord: { ...(state.cardRecord ?? {}), [event.player]: { ...record, cards: { ...record.cards, [event.card]: entry } } } };
    }
    case 'LocationInserted':
      return withBeen(state, [event.card], event.quadrant);
    case 'ShipFlew': {
      const to = state.locations[event.to]?.quadrant;
      if (!to || state.locations[event.from]?.quadrant === to) return state;
      return arrivedIn(state, event.ship, `space:${event.to}`);
    }
    case 'CardMoved': {
      const kind = zoneKind(event.to);
      if (kind === 'hand' || kind === 'draw' || kind === 'discard' || kind === 'out' || kind === 'bonus' || kind === 'under' || kind === 'stored') return state;
      const to = quadrantOfZone(state, event.to);
      if (!to || quadrantOfZone(state, event.from) === to) return state;
      return arrivedIn(state, event.card, event.to);
    }
    default:
      return state;
  }
}

function hasBeenIn(record: PlayerCardRecord, card: string, quadrants: readonly Quadrant[]): boolean {
  return quadrants.some((quadrant) => (record.been[quadrant] ?? []).includes(card));
}

function fits(card: Card, query: RecordQuery): boolean {
  if (query.skill && !(card.personnel?.skillBox.skills ?? []).some((skill) => skill.name === query.skill && skill.level > 0)) return false;
  return matches(card, query.filter) && !(query.unless && matches(card, query.unless));
}

/** How many of `player`'s recorded cards answer `query`. */
export function recordCount(state: GameState, player: PlayerId, query: RecordQuery): number {
  const record = recordOf(state, player);
  const how = query.how ?? 'either';
  let count = 0;
  for (const [card, entry] of Object.entries(record.cards)) {
    if (how === 'seeded' ? !entry.seeded : how === 'played' ? !entry.played : !entry.seeded && !entry.played) continue;
    if (!state.cards[card] || !fits(blueprintOf(state, card), query)) continue;
    if (query.inQuadrants && !hasBeenIn(record, card, query.inQuadrants)) continue;
    count += 1;
  }
  return count;
}

/** Whether `player`'s record answers `query` (at least `atLeast`, default one card). */
export function recordHas(state: GameState, player: PlayerId, query: RecordQuery): boolean {
  return recordCount(state, player, query) >= (query.atLeast ?? 1);
}

/** Whether any card of `player` matching `filter` has been in `quadrant` this game (in play there, seeded or played or moved). */
export function anyBeenIn(state: GameState, player: PlayerId, quadrant: Quadrant, filter: CardFilter): boolean {
  return (recordOf(state, player).been[quadrant] ?? []).some((card) => state.cards[card] !== undefined && matches(blueprintOf(state, card), filter));
}

/** Whether another card of `player` titled `title` scored while lying on a mission of `quadrant` ("complete this objective only once in each quadrant"). */
export function scoredInQuadrant(state: GameState, player: PlayerId, title: string, quadrant: Quadrant, except?: string): boolean {
  return Object.entries(recordOf(state, player).cards).some(([card, entry]) => card !== except && (entry.scoredIn ?? []).includes(quadrant) && state.cards[card] !== undefined && isTitled(blueprintOf(state, card), title));
}

/** Issue 15 (helper objs): whether `player` earned a card matching `filter` at `location` this game ("if you did not earn an [Artifact] here"). */
export function earnedAt(state: GameState, player: PlayerId, location: string, filter: CardFilter): boolean {
  return Object.entries(recordOf(state, player).cards).some(([card, entry]) => (entry.earnedAt ?? []).includes(location) && state.cards[card] !== undefined && matches(blueprintOf(state, card), filter));
}

/** The titles `player` has played (from hand, reported or downloaded). */
export function titlesPlayed(state: GameState, player: PlayerId): readonly string[] {
  const titles = new Set<string>();
  for (const [card, entry] of Object.entries(recordOf(state, player).cards)) if (entry.played && state.cards[card]) titles.add(blueprintOf(state, card).title);
  return [...titles];
}
