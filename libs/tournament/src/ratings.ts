import { foldEvents } from './evolve';
import { tableOutcomes } from './scoring';
import type { EventLevel, PlayerId, TournamentEvent, TournamentState } from './types';

/** K factor by event level (issue 7 › Ratings). */
export const K_BY_EVENT_LEVEL: Record<EventLevel, number> = { local: 16, regional: 32, national: 32, continental: 48, world: 64 };
export const INITIAL_RATING = 1500;

export interface Rating {
  playerId: PlayerId;
  format: string;
  rating: number;
  games: number;
  tournaments: number;
}

export interface RatingChange {
  playerId: PlayerId;
  format: string;
  before: number;
  after: number;
  games: number;
  /** Sum of (actual − expected) over the tournament's games. */
  performance: number;
}

export type RatingBook = Map<string, Rating>;
const key = (format: string, playerId: PlayerId) => `${format}\u0000${playerId}`;

export function expectedScore(rating: number, opponentRating: number): number {
  return 1 / (1 + 10 ** ((opponentRating - rating) / 400));
}

/** Played games of a tournament (Swiss and top cut): byes, no-shows, missed rounds and penalties are not games. */
export function ratedGames(state: TournamentState): { a: PlayerId; b: PlayerId; scoreA: 1 | 0.5 | 0 }[] {
  const config = state.config;
  if (!config) return [];
  const games: { a: PlayerId; b: PlayerId; scoreA: 1 | 0.5 | 0 }[] = [];
  for (const round of state.rounds) {
    for (const t of round.tables) {
      if (!t.result) continue;
      const [oa] = tableOutcomes(round.round, t.a, t.b, t.result, config.scoringProfile, config.winTarget);
      if (oa.gameScore !== null) games.push({ a: t.a, b: t.b, scoreA: oa.gameScore });
    }
  }
  return games;
}

/**
 * One tournament's Elo update, applied when it is finalised: every game is scored against the
 * ratings held before the tournament (so the order of rounds does not matter), then each player's
 * rating moves by K × Σ(actual − expected). Ratings are per player and format.
 */
export function rateTournament(book: RatingBook, state: TournamentState): { book: RatingBook; changes: RatingChange[] } {
  const config = state.config;
  if (!config || state.status !== 'finalized') return { book, changes: [] };
  const k = K_BY_EVENT_LEVEL[config.eventLevel];
  const before = (id: PlayerId) => book.get(key(config.format, id))?.rating ?? INITIAL_RATING;
  const perf = new Map<PlayerId, { sum: number; games: number }>();
  const add = (id: PlayerId, value: number) => {
    const p = perf.get(id) ?? { sum: 0, games: 0 };
    p.sum += value;
    p.games += 1;
    perf.set(id, p);
  };
  for (const game of ratedGames(state)) {
    const ea = expectedScore(before(game.a), before(game.b));
    add(game.a, game.scoreA - ea);
    add(game.b, 1 - game.scoreA - (1 - ea));
  }
  const next: RatingBook = new Map(book);
  const changes: RatingChange[] = [];
  for (const [playerId, p] of [...perf].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) {
    const old = book.get(key(config.format, playerId));
    const from = old?.rating ?? INITIAL_RATING;
    const after = Math.round((from + k * p.sum) * 100) / 100;
    next.set(key(config.format, playerId), {
      playerId,
      format: config.format,
      rating: after,
      games: (old?.games ?? 0) + p.games,
      tournaments: (old?.tournaments ?? 0) + 1,
    });
    changes.push({ playerId, format: config.format, before: from, after, games: p.games, performance: p.sum });
  }
  return { book: next, changes };
}

/**
 * Ratings recomputed from the event streams of any number of tournaments: finalised ones are
 * applied in order of their finalisation time (then tournament id). Same events, same ratings.
 */
export function computeRatings(streams: readonly (readonly TournamentEvent[])[]): { ratings: Rating[]; history: { tournamentId: string; changes: RatingChange[] }[] } {
  const finalized = streams
    .map((events) => ({ state: foldEvents(events), finalizedAt: events.find((e) => e.type === 'TournamentFinalized')?.at }))
    .filter((t) => t.finalizedAt !== undefined && t.state.config)
    .sort((x, y) => (x.finalizedAt! < y.finalizedAt! ? -1 : x.finalizedAt! > y.finalizedAt! ? 1 : x.state.config!.tournamentId < y.state.config!.tournamentId ? -1 : 1));
  let book: RatingBook = new Map();
  const history: { tournamentId: string; changes: RatingChange[] }[] = [];
  for (const t of finalized) {
    const rated = rateTournament(book, t.state);
    book = rated.book;
    history.push({ tournamentId: t.state.config!.tournamentId, changes: rated.changes });
  }
  const ratings = [...book.values()].sort((x, y) => (x.format < y.format ? -1 : x.format > y.format ? 1 : y.rating - x.rating || (x.playerId < y.playerId ? -1 : 1)));
  return { ratings, history };
}
