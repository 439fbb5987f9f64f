/**
 * The candidate graph with pricing finds the optimum of the complete Swiss graph: over many
 * simulated tournaments, every Swiss round is paired three ways — from deliberately poor candidate
 * graphs (rank window 1 or 4, one or two best pairs per player), and the complete graph as decide
 * pairs fields of up to 300 — and compared with the classic blossom algorithm run on the complete
 * graph (the dense reference, started from nothing). Same seed, same weights: the total weights
 * must be equal, hence every layer (rematches, bye rank, pair-downs, random preference) too.
 */
import { swissCandidates, swissPairingPrng } from '../decide';
import { maxWeightMatching, type WeightedEdge } from '../matching/max-weight-matching';
import { createPrng } from '../prng';
import { simulateTournament } from '../simulation';
import type { SwissCandidate, SwissPairingOptions, SwissPairingResult } from './swiss';
import { pairSwiss, SwissGraph } from './swiss';
import type { Prng } from '../prng';
import type { TournamentState } from '../types';

interface Weighed {
  total: number;
  rematches: number;
  /** Places above the lowest-ranked player of the one who got the bye (0 without a bye). */
  byeRank: number;
  squaredPairDowns: number;
}

function weigh(candidates: readonly SwissCandidate[], graph: SwissGraph, pairs: readonly (readonly [number, number])[]): Weighed {
  const row = new Float64Array(graph.vertexCount);
  let total = 0;
  let rematches = 0;
  let byeRank = 0;
  let squaredPairDowns = 0;
  for (const [i, j] of pairs) {
    graph.weightRow(i, row);
    expect(Number.isNaN(row[j])).toBe(false);
    total += row[j]!;
    if (j === graph.byeVertex) byeRank = graph.players - 1 - i;
    else {
      if (graph.met(i, j)) rematches += 1;
      squaredPairDowns += (candidates[i]!.points - candidates[j]!.points) ** 2;
    }
  }
  return { total, rematches, byeRank, squaredPairDowns };
}

function pairsOf(candidates: readonly SwissCandidate[], graph: SwissGraph, result: SwissPairingResult): [number, number][] {
  const index = new Map(candidates.map((c, i) => [c.id, i]));
  const pairs: [number, number][] = result.pairings.map((p) => [index.get(p.a)!, index.get(p.b)!]);
  for (const bye of result.byes) pairs.push([index.get(bye.player)!, graph.byeVertex]);
  expect(pairs.flat().sort((x, y) => x - y)).toEqual(Array.from({ length: graph.vertexCount }, (_, v) => v));
  return pairs;
}

/** The dense reference: the classic blossom algorithm on every pair of the complete graph. */
function reference(graph: SwissGraph): [number, number][] {
  const edges: WeightedEdge[] = [];
  const row = new Float64Array(graph.vertexCount);
  for (let i = 0; i < graph.vertexCount; i += 1) {
    graph.weightRow(i, row);
    for (let j = i + 1; j < graph.vertexCount; j += 1) if (!Number.isNaN(row[j])) edges.push([i, j, row[j]!]);
  }
  const mate = maxWeightMatching(graph.vertexCount, edges, true);
  const pairs: [number, number][] = [];
  mate.forEach((j, i) => {
    expect(j).toBeGreaterThanOrEqual(0);
    if (i < j) pairs.push([i, j]);
  });
  return pairs;
}

const POOR_CANDIDATES: SwissPairingOptions[] = [
  { sparseAbove: 0, window: 1, heaviest: 1 },
  { sparseAbove: 0, window: 4, heaviest: 2 },
];

function compareRounds(seed: string, players: number, swissRounds: number | undefined, extra: { dropRate?: number; lateEntries?: number; earnedByes?: number }) {
  let compared = 0;
  let pricingRounds = 0;
  simulateTournament({
    seed,
    players,
    swissRounds,
    ...extra,
    observe: (before: TournamentState, command, events) => {
      const paired = events.find((e) => e.type === 'RoundPaired' && e.phase === 'swiss');
      if (!paired || paired.type !== 'RoundPaired' || paired.round === 1 || command.type !== 'PairRound') return;
      const candidates = swissCandidates(before, paired.round);
      if (candidates.length < 2) return;
      const prng = (): Prng => swissPairingPrng(before, paired.round);
      const graph = new SwissGraph(candidates, prng());
      const want = weigh(candidates, graph, reference(graph));
      for (const options of [{}, ...POOR_CANDIDATES]) {
        const result = pairSwiss(candidates, prng(), options);
        expect(weigh(candidates, graph, pairsOf(candidates, graph, result))).toEqual(want);
        if ((result.work?.solves ?? 1) > 1) pricingRounds += 1;
      }
      compared += 1;
    },
  });
  return { compared, pricingRounds };
}

describe('Swiss pairing through a candidate graph equals the complete graph', () => {
  it('over 36 simulated tournaments of 16–120 players, every round', () => {
    const random = createPrng('swiss-spec', 'fields');
    let compared = 0;
    let pricingRounds = 0;
    for (let t = 0; t < 36; t += 1) {
      const players = 16 + random.int(105);
      const stats = compareRounds(`swiss-spec-${t}`, players, t % 3 === 0 ? 9 : undefined, {
        dropRate: random.next() * 0.1,
        lateEntries: random.int(4),
        earnedByes: random.int(3),
      });
      compared += stats.compared;
      pricingRounds += stats.pricingRounds;
    }
    expect(compared).toBeGreaterThan(150);
    // The poor candidate graphs really were priced out of their first solution, again and again.
    expect(pricingRounds).toBeGreaterThan(compared);
  });

  it('in long events in tiny fields, where rematches are forced (80 tournaments)', () => {
    let compared = 0;
    let rematchRounds = 0;
    for (let t = 0; t < 80; t += 1) {
      const players = 5 + (t % 9);
      simulateTournament({
        seed: `swiss-spec-long-${t}`,
        players,
        swissRounds: players + 2,
        observe: (before, command, events) => {
          const paired = events.find((e) => e.type === 'RoundPaired' && e.phase === 'swiss');
          if (!paired || paired.type !== 'RoundPaired' || paired.round === 1 || command.type !== 'PairRound') return;
          const candidates = swissCandidates(before, paired.round);
          if (candidates.length < 2) return;
          const graph = new SwissGraph(candidates, swissPairingPrng(before, paired.round));
          const want = weigh(candidates, graph, reference(graph));
          for (const options of POOR_CANDIDATES) {
            const result = pairSwiss(candidates, swissPairingPrng(before, paired.round), options);
            expect(weigh(candidates, graph, pairsOf(candidates, graph, result))).toEqual(want);
          }
          if (want.rematches > 0) rematchRounds += 1;
          compared += 1;
        },
      });
    }
    expect(compared).toBeGreaterThan(500);
    expect(rematchRounds).toBeGreaterThan(50);
  });

  it('pairs what decide recorded (the default options are the ones decide uses)', () => {
    simulateTournament({
      seed: 'swiss-spec-decide',
      players: 40,
      observe: (before, command, events) => {
        const paired = events.find((e) => e.type === 'RoundPaired' && e.phase === 'swiss');
        if (!paired || paired.type !== 'RoundPaired' || paired.round === 1 || command.type !== 'PairRound') return;
        const result = pairSwiss(swissCandidates(before, paired.round), swissPairingPrng(before, paired.round));
        expect(result.pairings).toEqual(paired.pairings);
      },
    });
  });
});
