import { CandidateEdges, pricedPerfectMatching, type CompleteGraph } from '../matching/pricing';
import { shuffled, type Prng } from '../prng';
import type { Bye, Pairing, PairingDiagnostics, PlayerId } from '../types';

/** One player to pair, in standings order (best first). */
export interface SwissCandidate {
  id: PlayerId;
  points: number;
  /** Everyone this player has already met (Swiss tables of earlier rounds). */
  previousOpponents: ReadonlySet<PlayerId> | readonly PlayerId[];
  /** True when the player already had a bye (pairing or earned). */
  hadBye: boolean;
}

export interface SwissPairingOptions {
  /**
   * Above this many players the matching starts from a candidate graph instead of the complete
   * graph (default 300). Either way the result is optimal on the complete graph: the candidate
   * graph only decides how much work that takes (see src/matching/README.md).
   */
  sparseAbove?: number;
  /** Rank window of the candidate graph: each player starts with the next `window` players (default 24). */
  window?: number;
  /** Each player's best pairs anywhere in the field added to the candidate graph (default 6). */
  heaviest?: number;
}

export interface SwissPairingResult {
  pairings: Pairing[];
  byes: Bye[];
  diagnostics: PairingDiagnostics;
  /** How the optimum was reached (not recorded in events): matchings solved, edges in the last one. */
  work?: SwissPairingWork;
}

export interface SwissPairingWork {
  /** Matchings solved: 1 when the first graph held an optimum, one more per pricing round. */
  solves: number;
  /** Edges of the last graph solved (the complete graph has m(m−1)/2, plus m with a bye vertex). */
  edges: number;
}

/**
 * First round: a random order from the tournament seed, paired 1-2, 3-4, …; an odd player out gets
 * the bye.
 */
export function pairRandom(players: readonly PlayerId[], prng: Prng): SwissPairingResult {
  const order = shuffled(players, prng);
  const pairings: Pairing[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairings.push({ table: pairings.length + 1, a: order[i]!, b: order[i + 1]! });
  const byes: Bye[] = order.length % 2 === 1 ? [{ player: order[order.length - 1]!, kind: 'pairing' }] : [];
  return { pairings, byes, diagnostics: { method: 'random', rematches: 0, pairDowns: 0, pairDownDistance: 0 } };
}

/**
 * Swiss pairing as a maximum-weight perfect matching on the complete graph of the players (plus a
 * virtual "bye" vertex when the count is odd). Every edge weight is `BASE − cost` with a cost built
 * in strictly separated layers, so the matching optimises them lexicographically:
 *
 *  1. everyone is paired (a perfect matching; the complete graph always has one);
 *  2. no second bye: the bye vertex only connects to players without a bye (all of them when
 *     every active player already had one);
 *  3. fewest rematches: each repeated pairing costs M, more than every lower layer together, so a
 *     rematch only happens when no complete pairing without one exists;
 *  4. the bye goes to the lowest-ranked eligible player: giving it to the player r places above the
 *     lowest eligible costs r·B, more than all pair-down costs together;
 *  5. smallest pair-downs: a pair whose points differ by d costs d²·P (squares prefer two one-step
 *     floats to one two-step float: "how far anyone is paired down");
 *  6. a random preference from the seed (0..R−1 per edge, all of them together < P) picks among
 *     the equally good pairings, so who meets whom inside a score group is random but
 *     reproducible.
 *
 * All weights are integers below 2^51, so the matching is exact. Above `sparseAbove` players the
 * matching is solved on a candidate graph (the rank window) and certified on the complete graph by
 * its dual variables; pairs that would improve it are added and it is solved again until none is
 * left ("pricing", see src/matching/README.md). The result is a maximum-weight perfect matching of
 * the complete graph either way.
 */
export function pairSwiss(candidates: readonly SwissCandidate[], prng: Prng, options: SwissPairingOptions = {}): SwissPairingResult {
  const m = candidates.length;
  if (m === 0) return { pairings: [], byes: [], diagnostics: { method: 'swiss', rematches: 0, pairDowns: 0, pairDownDistance: 0 } };
  if (m === 1) {
    return { pairings: [], byes: [{ player: candidates[0]!.id, kind: 'pairing' }], diagnostics: { method: 'swiss', rematches: 0, pairDowns: 0, pairDownDistance: 0 } };
  }
  const graph = new SwissGraph(candidates, prng);
  const sparse = m > (options.sparseAbove ?? 300);
  const solved = pricedPerfectMatching(graph, candidateGraph(graph, sparse ? options.window ?? 24 : Infinity, options.heaviest ?? 6));
  const mate = solved.partner;

  const pairs: [number, number][] = [];
  const byes: Bye[] = [];
  for (let i = 0; i < m; i += 1) {
    const j = mate[i]!;
    if (j === graph.byeVertex) byes.push({ player: candidates[i]!.id, kind: 'pairing' });
    else if (i < j) pairs.push([i, j]);
  }
  // Tables: highest points first, then best-ranked player.
  pairs.sort((x, y) => Math.max(candidates[y[0]]!.points, candidates[y[1]]!.points) - Math.max(candidates[x[0]]!.points, candidates[x[1]]!.points) || x[0] - y[0]);
  let rematches = 0;
  let pairDowns = 0;
  let pairDownDistance = 0;
  const pairings = pairs.map(([i, j], index) => {
    if (graph.met(i, j)) rematches += 1;
    const d = Math.abs(candidates[i]!.points - candidates[j]!.points);
    if (d > 0) {
      pairDowns += 1;
      pairDownDistance += d;
    }
    return { table: index + 1, a: candidates[i]!.id, b: candidates[j]!.id };
  });
  return {
    pairings,
    byes,
    diagnostics: { method: 'swiss', rematches, pairDowns, pairDownDistance, candidateGraph: sparse ? 'sparse' : 'dense' },
    work: { solves: solved.solves, edges: solved.edges },
  };
}

/**
 * The complete Swiss graph: vertices 0..m−1 are the players in standings order, m the bye vertex
 * (odd counts). The random layer is drawn pair by pair in row order (i, then j > i).
 */
export class SwissGraph implements CompleteGraph {
  readonly players: number;
  readonly vertexCount: number;
  /** The bye vertex (m), or −1 with an even count. */
  readonly byeVertex: number;
  private readonly metMatrix: Uint8Array;
  private readonly points: Float64Array;
  private readonly random: Uint8Array;
  private readonly byeAllowed: Uint8Array;
  private readonly P: number;
  private readonly B: number;
  private readonly M: number;
  private readonly BASE: number;

  constructor(candidates: readonly SwissCandidate[], prng: Prng) {
    const m = candidates.length;
    this.players = m;
    this.vertexCount = m % 2 === 1 ? m + 1 : m;
    this.byeVertex = m % 2 === 1 ? m : -1;
    const index = new Map(candidates.map((c, i) => [c.id, i]));
    this.metMatrix = new Uint8Array(m * m);
    candidates.forEach((c, i) => {
      for (const id of c.previousOpponents) {
        const j = index.get(id);
        if (j !== undefined) this.metMatrix[i * m + j] = this.metMatrix[j * m + i] = 1;
      }
    });
    this.points = Float64Array.from(candidates, (c) => c.points);
    let minPoints = Infinity;
    let maxPoints = -Infinity;
    for (const p of this.points) {
      minPoints = Math.min(minPoints, p);
      maxPoints = Math.max(maxPoints, p);
    }
    const maxD2 = (maxPoints - minPoints) ** 2;
    const half = Math.ceil(m / 2) + 1;

    // Layer units, smallest first; shrink the random range if the weights would leave 2^51.
    let randomRange = 256;
    let P = 0;
    let B = 0;
    let M = 0;
    let BASE = 0;
    for (;;) {
      P = randomRange * half;
      B = P * (maxD2 + 1) * half;
      M = B * (m + 1);
      BASE = 2 * M + 1;
      if (BASE < 2 ** 51 || randomRange === 1) break;
      randomRange = Math.max(1, randomRange >> 4);
    }
    if (BASE >= 2 ** 51) throw new Error(`too many players or too wide a points spread to pair exactly (${m} players)`);
    this.P = P;
    this.B = B;
    this.M = M;
    this.BASE = BASE;

    // Random preferences for all m(m−1)/2 pairs, drawn row by row (i, then j > i), kept symmetric.
    this.random = new Uint8Array(m * m);
    for (let i = 0; i < m; i += 1) {
      for (let j = i + 1; j < m; j += 1) this.random[i * m + j] = this.random[j * m + i] = prng.int(randomRange);
    }

    const anyEligible = candidates.some((c) => !c.hadBye);
    this.byeAllowed = Uint8Array.from(candidates, (c) => (anyEligible && c.hadBye ? 0 : 1));
  }

  met(i: number, j: number): boolean {
    return this.metMatrix[i * this.players + j] === 1;
  }

  weightRow(i: number, row: Float64Array): void {
    const { players: m, points, metMatrix, random, P, M, BASE } = this;
    if (i === this.byeVertex) {
      for (let j = 0; j < m; j += 1) row[j] = this.byeAllowed[j] ? BASE - (m - 1 - j) * this.B : NaN;
      row[m] = NaN;
      return;
    }
    const pi = points[i]!;
    const offset = i * m;
    for (let j = 0; j < m; j += 1) {
      const d = pi - points[j]!;
      row[j] = BASE - (metMatrix[offset + j]! * M + d * d * P + random[offset + j]!);
    }
    row[i] = NaN;
    if (this.byeVertex !== -1) row[this.byeVertex] = this.byeAllowed[i] ? BASE - (m - 1 - i) * this.B : NaN;
  }
}

/**
 * The candidate graph a large field starts from: each player with the next `window` players in
 * standings order (where pair-downs are), each player's `heaviest` best pairs anywhere (the seeded
 * preference inside a big score group reaches beyond the window), and the bye vertex with the last
 * `window + 1` eligible players. With an infinite window: the complete graph.
 */
function candidateGraph(graph: SwissGraph, window: number, heaviest: number): CandidateEdges {
  const m = graph.players;
  const n = graph.vertexCount;
  const candidates = new CandidateEdges(n);
  const row = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    graph.weightRow(i, row);
    if (!Number.isFinite(window)) {
      for (let j = i + 1; j < n; j += 1) if (!Number.isNaN(row[j])) candidates.add(i, j, row[j]!);
      continue;
    }
    if (i === graph.byeVertex) {
      let connected = 0;
      for (let j = m - 1; j >= 0 && connected <= window; j -= 1) {
        if (Number.isNaN(row[j])) continue;
        candidates.add(j, i, row[j]!);
        connected += 1;
      }
    } else for (let j = i + 1; j <= Math.min(m - 1, i + window); j += 1) candidates.add(i, j, row[j]!);
    candidates.addHeaviestOf(i, row, heaviest);
  }
  return candidates;
}
