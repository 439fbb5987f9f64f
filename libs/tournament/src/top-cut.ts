import { resultWinner } from './scoring';
import { computeStandings } from './standings';
import type { Bye, Pairing, PlayerId, RoundState, TournamentState } from './types';

export function nextPowerOfTwo(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** Standard bracket order of seeds (1-based): 8 → [1, 8, 4, 5, 2, 7, 3, 6]; 1 v 8 meets 4 v 5. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const total = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, total - seed]);
  }
  return order;
}

export function tableWinner(round: RoundState, table: number): PlayerId | null {
  const t = round.tables.find((x) => x.table === table);
  if (!t?.result) return null;
  const w = resultWinner(t.result, t.a, t.b);
  return w === 'tie' || w === 'none' ? null : w;
}

/** Players still alive in the bracket, in bracket order, after the given top-cut rounds. */
export function bracketSurvivors(state: TournamentState): (PlayerId | null)[] {
  const cut = state.topCut;
  if (!cut) return [];
  let slots: (PlayerId | null)[] = bracketOrder(cut.bracketSize).map((seed) => cut.seeds[seed - 1] ?? null);
  for (const round of state.rounds.filter((r) => r.phase === 'top-cut').sort((a, b) => a.round - b.round)) {
    const next: (PlayerId | null)[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const x = slots[i] ?? null;
      const y = slots[i + 1] ?? null;
      if (x === null || y === null) next.push(x ?? y);
      else {
        const t = round.tables.find((tt) => (tt.a === x && tt.b === y) || (tt.a === y && tt.b === x));
        next.push(t ? tableWinner(round, t.table) : null);
      }
    }
    slots = next;
  }
  return slots;
}

/** Pairings for the next bracket round: consecutive survivors meet; a missing opponent is a bye. */
export function pairBracketRound(state: TournamentState): { pairings: Pairing[]; byes: Bye[] } {
  const slots = bracketSurvivors(state);
  const pairings: Pairing[] = [];
  const byes: Bye[] = [];
  for (let i = 0; i < slots.length; i += 2) {
    const x = slots[i] ?? null;
    const y = slots[i + 1] ?? null;
    if (x !== null && y !== null) pairings.push({ table: pairings.length + 1, a: x, b: y });
    else if (x !== null || y !== null) byes.push({ player: (x ?? y)!, kind: 'pairing' });
  }
  return { pairings, byes };
}

/**
 * Final standings: with a top cut, the champion, the finalist, then the players knocked out in
 * each earlier bracket round (later rounds first, Swiss order inside a round), then everyone else in
 * Swiss order. Without a top cut: the Swiss standings.
 */
export function finalStandings(state: TournamentState): PlayerId[] {
  const swiss = computeStandings(state).map((r) => r.playerId);
  const cut = state.topCut;
  if (!cut) return swiss;
  const swissRank = new Map(swiss.map((id, i) => [id, i]));
  const eliminatedIn = new Map<PlayerId, number>();
  const topRounds = state.rounds.filter((r) => r.phase === 'top-cut');
  for (const round of topRounds) {
    for (const t of round.tables) {
      const w = tableWinner(round, t.table);
      if (w) eliminatedIn.set(w === t.a ? t.b : t.a, round.round);
    }
  }
  const survivors = bracketSurvivors(state).filter((x): x is PlayerId => x !== null);
  const inCut = cut.seeds;
  const ordered = [...inCut].sort((x, y) => {
    const ex = survivors.length === 1 && survivors[0] === x ? Infinity : (eliminatedIn.get(x) ?? 0);
    const ey = survivors.length === 1 && survivors[0] === y ? Infinity : (eliminatedIn.get(y) ?? 0);
    return ey - ex || swissRank.get(x)! - swissRank.get(y)!;
  });
  const cutSet = new Set(inCut);
  return [...ordered, ...swiss.filter((id) => !cutSet.has(id))];
}
