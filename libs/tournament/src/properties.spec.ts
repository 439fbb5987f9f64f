/**
 * Property tests over thousands of simulated tournaments (4..512 players; random results of every
 * kind, drops, late entries, re-entries, earned byes, paper reports, corrections, odd counts).
 * Counts are tuned to keep this file well under a minute: many small fields, fewer big ones.
 */
import { foldEvents } from './evolve';
import { maxWeightMatching, type WeightedEdge } from './matching/max-weight-matching';
import { createPrng } from './prng';
import { simulateTournament, type SimulationOptions } from './simulation';
import { computeStandings } from './standings';
import { DEFAULT_SCORING_PROFILE, type GameResult, type PlayerId, type TournamentEvent, type TournamentState } from './types';

interface RoundCheck {
  toPair: PlayerId[];
  points: Map<PlayerId, number>;
  rank: Map<PlayerId, number>;
  met: Map<PlayerId, Set<PlayerId>>;
  hadBye: Set<PlayerId>;
}

function roundContext(before: TournamentState, round: number): RoundCheck {
  const earned = new Set(before.earnedByes[String(round)] ?? []);
  const toPair = before.playerOrder.filter((id) => !before.players[id]!.dropped && !earned.has(id));
  const standings = computeStandings(before, { throughRound: round - 1 });
  const met = new Map<PlayerId, Set<PlayerId>>();
  const hadBye = new Set<PlayerId>();
  for (const r of before.rounds) {
    if (r.phase !== 'swiss' || r.round >= round) continue;
    for (const t of r.tables) {
      if (!met.has(t.a)) met.set(t.a, new Set());
      if (!met.has(t.b)) met.set(t.b, new Set());
      met.get(t.a)!.add(t.b);
      met.get(t.b)!.add(t.a);
    }
    for (const b of r.byes) hadBye.add(b.player);
  }
  const rankedToPair = standings.filter((row) => toPair.includes(row.playerId));
  return {
    toPair,
    points: new Map(standings.map((r) => [r.playerId, r.points])),
    rank: new Map(rankedToPair.map((r, i) => [r.playerId, i])),
    met,
    hadBye,
  };
}

const hasMet = (ctx: RoundCheck, x: PlayerId, y: PlayerId) => ctx.met.get(x)?.has(y) ?? false;

/** Is there a complete pairing without any rematch (bye only to an eligible player)? */
function rematchFreePairingExists(ctx: RoundCheck): boolean {
  const ids = ctx.toPair;
  const m = ids.length;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < m; i += 1) for (let j = i + 1; j < m; j += 1) if (!hasMet(ctx, ids[i]!, ids[j]!)) edges.push([i, j, 1]);
  if (m % 2 === 1) {
    const anyEligible = ids.some((id) => !ctx.hadBye.has(id));
    ids.forEach((id, i) => {
      if (!anyEligible || !ctx.hadBye.has(id)) edges.push([i, m, 1]);
    });
  }
  const n = m % 2 === 1 ? m + 1 : m;
  const mate = maxWeightMatching(n, edges, true);
  return [...mate].every((x) => x >= 0);
}

/** Brute force over every complete pairing: lexicographic (rematches, bye rank from the bottom, Σd²). */
function bruteForceBest(ctx: RoundCheck): [number, number, number] {
  const ids = [...ctx.toPair];
  const anyEligible = ids.some((id) => !ctx.hadBye.has(id));
  let best: [number, number, number] = [Infinity, Infinity, Infinity];
  const better = (x: [number, number, number], y: [number, number, number]) => x[0] < y[0] || (x[0] === y[0] && (x[1] < y[1] || (x[1] === y[1] && x[2] < y[2])));
  const walk = (rest: PlayerId[], cost: [number, number, number]) => {
    if (rest.length === 0) {
      if (better(cost, best)) best = cost;
      return;
    }
    const [first, ...others] = rest;
    others.forEach((other, k) => {
      const d = ctx.points.get(first!)! - ctx.points.get(other)!;
      walk([...others.slice(0, k), ...others.slice(k + 1)], [cost[0] + (hasMet(ctx, first!, other) ? 1 : 0), cost[1], cost[2] + d * d]);
    });
  };
  if (ids.length % 2 === 1) {
    for (const byeTo of ids) {
      if (anyEligible && ctx.hadBye.has(byeTo)) continue;
      walk(
        ids.filter((id) => id !== byeTo),
        [0, ids.length - 1 - ctx.rank.get(byeTo)!, 0],
      );
    }
  } else walk(ids, [0, 0, 0]);
  return best;
}

/** Independent scorer (default profile, spelled out) for the standings-consistency property. */
function independentPoints(events: readonly TournamentEvent[]): Map<PlayerId, number> {
  const state = foldEvents(events);
  const points = new Map<PlayerId, number>(state.playerOrder.map((id) => [id, 0]));
  const add = (id: PlayerId, value: number) => points.set(id, (points.get(id) ?? 0) + value);
  const P = DEFAULT_SCORING_PROFILE;
  const score = (result: GameResult, a: PlayerId, b: PlayerId) => {
    const other = (x: PlayerId) => (x === a ? b : a);
    switch (result.kind) {
      case 'full-win':
        return add(result.winner, P.fullWin);
      case 'modified-win':
        return add(result.winner, P.modifiedWin);
      case 'concession':
        return add(other(result.conceded), P.fullWin);
      case 'decks-exhausted': {
        const sa = result.scores[a]!;
        const sb = result.scores[b]!;
        if (sa === sb) {
          add(a, P.tie);
          add(b, P.tie);
        } else add(sa > sb ? a : b, P.fullWin);
        return;
      }
      case 'tie':
        add(a, P.tie);
        add(b, P.tie);
        return;
      case 'no-show':
        if (result.absent.length === 1) add(other(result.absent[0]!), P.forfeitWin);
        return;
      case 'game-loss':
      case 'disqualification':
        return add(other(result.loser), P.fullWin);
    }
  };
  for (const round of state.rounds.filter((r) => r.phase === 'swiss')) {
    for (const t of round.tables) if (t.result) score(t.result, t.a, t.b);
    for (const bye of round.byes) add(bye.player, bye.kind === 'earned' ? P.earnedBye : P.bye);
    // late entry rule 'loss' (the simulator's default): missed rounds give 0.
  }
  return points;
}

/** The log with every correction folded into the original result: what the standings must equal. */
function withoutCorrections(events: readonly TournamentEvent[]): TournamentEvent[] {
  const finalResult = new Map<string, GameResult>();
  for (const e of events) if (e.type === 'ResultCorrected') finalResult.set(`${e.round}/${e.table}`, e.result);
  return events
    .filter((e) => e.type !== 'ResultCorrected')
    .map((e) => (e.type === 'ResultRecorded' && finalResult.has(`${e.round}/${e.table}`) ? { ...e, result: finalResult.get(`${e.round}/${e.table}`)! } : e));
}

function checkTournament(options: Omit<SimulationOptions, 'observe'>, bruteForceUpTo = 9) {
  const stats = { rounds: 0, unavoidableRematches: 0, bruteForced: 0 };
  const sim = simulateTournament({
    ...options,
    observe: (before, command, events) => {
      for (const event of events) {
        if (event.type !== 'RoundPaired' || event.phase !== 'swiss') continue;
        stats.rounds += 1;
        const ctx = roundContext(before, event.round);
        const placed = [...event.pairings.flatMap((p) => [p.a, p.b]), ...event.byes.map((b) => b.player)];
        // Every active player paired or given a bye, exactly once; no dropped player.
        const active = before.playerOrder.filter((id) => !before.players[id]!.dropped);
        expect([...placed].sort()).toEqual([...active].sort());
        // No second bye when someone without one could take it; at most one pairing bye.
        const pairingByes = event.byes.filter((b) => b.kind === 'pairing');
        expect(pairingByes.length).toBe(ctx.toPair.length % 2);
        const anyEligible = ctx.toPair.some((id) => !ctx.hadBye.has(id));
        for (const bye of pairingByes) if (anyEligible) expect(ctx.hadBye.has(bye.player)).toBe(false);
        // No rematch when a complete pairing without one exists.
        const rematches = event.pairings.filter((p) => hasMet(ctx, p.a, p.b)).length;
        expect(rematches).toBe(event.diagnostics.rematches);
        if (rematches > 0) {
          stats.unavoidableRematches += 1;
          expect(rematchFreePairingExists(ctx)).toBe(false);
        }
        // Small fields: the pairing is optimal against brute force (rematches, bye rank, pair-downs).
        if (event.round > 1 && ctx.toPair.length <= bruteForceUpTo && command.type === 'PairRound') {
          stats.bruteForced += 1;
          const bye = pairingByes[0]?.player;
          const ours: [number, number, number] = [
            rematches,
            bye ? ctx.toPair.length - 1 - ctx.rank.get(bye)! : 0,
            event.pairings.reduce((s, p) => s + (ctx.points.get(p.a)! - ctx.points.get(p.b)!) ** 2, 0),
          ];
          expect(ours).toEqual(bruteForceBest(ctx));
        }
      }
    },
  });
  // Standings consistent with results.
  const rows = computeStandings(sim.state);
  const points = independentPoints(sim.events);
  for (const row of rows) expect(row.points).toBe(points.get(row.playerId));
  for (let i = 1; i < rows.length; i += 1) {
    const [x, y] = [rows[i - 1]!, rows[i]!];
    expect(x.points >= y.points).toBe(true);
    if (x.points === y.points) expect(x.differential >= y.differential).toBe(true);
    expect(y.rank).toBe(x.rank + 1);
  }
  for (const row of rows) expect(row.differential).toBe(row.outcomes.reduce((s, o) => s + o.differential, 0));
  // A dropped player is never paired after dropping (their results stay).
  for (const event of sim.events) {
    if (event.type !== 'PlayerDropped') continue;
    const idx = sim.events.indexOf(event);
    const reinstated = sim.events.findIndex((e, i) => i > idx && e.type === 'PlayerReinstated' && e.playerId === event.playerId);
    const later = sim.events.slice(idx + 1, reinstated === -1 ? undefined : reinstated);
    for (const e of later) {
      if (e.type === 'RoundPaired') expect(e.pairings.some((p) => p.a === event.playerId || p.b === event.playerId)).toBe(false);
    }
  }
  // Corrections recompute exactly: same standings as if the corrected results had been recorded.
  if (sim.events.some((e) => e.type === 'ResultCorrected')) {
    expect(computeStandings(foldEvents(withoutCorrections(sim.events)))).toEqual(rows);
  }
  // Events are plain JSON and replay to the same state.
  expect(foldEvents(JSON.parse(JSON.stringify(sim.events)) as TournamentEvent[])).toEqual(sim.state);
  return { sim, stats };
}

describe('simulated tournaments', () => {
  it('small fields (4–24 players), 700 tournaments, brute-force optimality', () => {
    const prng = createPrng('properties', 'small');
    let rounds = 0;
    let bruteForced = 0;
    for (let i = 0; i < 700; i += 1) {
      const players = 4 + prng.int(21);
      const { stats } = checkTournament({
        seed: `small-${i}`,
        players,
        swissRounds: prng.int(3) === 0 ? Math.min(players - 1, 3 + prng.int(4)) : undefined,
        dropRate: prng.next() * 0.15,
        lateEntries: prng.int(3),
        reinstateRate: 0.2,
        earnedByes: prng.int(2),
        corrections: prng.int(3),
        paperRate: 0.3,
        topCutSize: prng.int(3) === 0 ? [2, 3, 4, 6, 8][prng.int(5)] : 0,
        finalize: true,
      });
      rounds += stats.rounds;
      bruteForced += stats.bruteForced;
    }
    expect(rounds).toBeGreaterThan(2500);
    expect(bruteForced).toBeGreaterThan(250);
  });

  it('long events in tiny fields force rematches only when unavoidable', () => {
    let unavoidable = 0;
    for (let i = 0; i < 250; i += 1) {
      const players = 4 + (i % 5);
      const { stats } = checkTournament({ seed: `long-${i}`, players, swissRounds: players + 2, dropRate: 0.03, lateEntries: i % 2, corrections: 1 }, 9);
      unavoidable += stats.unavoidableRematches;
    }
    expect(unavoidable).toBeGreaterThan(0);
  });

  it('medium fields (25–128 players), 40 tournaments', () => {
    const prng = createPrng('properties', 'medium');
    for (let i = 0; i < 40; i += 1) {
      checkTournament({
        seed: `medium-${i}`,
        players: 25 + prng.int(104),
        dropRate: prng.next() * 0.1,
        lateEntries: prng.int(5),
        earnedByes: prng.int(3),
        corrections: prng.int(4),
        reinstateRate: 0.1,
        topCutSize: 8,
        finalize: true,
      });
    }
  });

  it('large fields (129–512 players), a few tournaments, sparse and dense graphs', () => {
    for (const [i, players] of [257, 512, 301, 129].entries()) {
      const { sim } = checkTournament({ seed: `large-${i}`, players, dropRate: 0.05, lateEntries: 6, corrections: 3, earnedByes: 2, topCutSize: 16, finalize: true });
      expect(sim.state.status).toBe('finalized');
    }
  });

  it('is deterministic per seed', () => {
    const a = simulateTournament({ seed: 'determinism', players: 37, dropRate: 0.1, lateEntries: 3 });
    const b = simulateTournament({ seed: 'determinism', players: 37, dropRate: 0.1, lateEntries: 3 });
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    const c = simulateTournament({ seed: 'determinism-2', players: 37, dropRate: 0.1, lateEntries: 3 });
    expect(JSON.stringify(c.events)).not.toBe(JSON.stringify(a.events));
  });
});
