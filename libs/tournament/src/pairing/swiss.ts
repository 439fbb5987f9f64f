import { maxWeightMatching, type WeightedEdge } from '../matching/max-weight-matching';
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
  /** Use a sparse candidate graph above this many players (default 300). */
  sparseAbove?: number;
  /** Rank window of the sparse graph: each player may meet the next `window` players (default 24). */
  window?: number;
}

export interface SwissPairingResult {
  pairings: Pairing[];
  byes: Bye[];
  diagnostics: PairingDiagnostics;
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
 * Swiss pairing as a maximum-weight perfect matching. Every edge weight is `BASE − cost` with a cost
 * built in strictly separated layers, so the matching optimises them lexicographically:
 *
 *  1. everyone is paired (maximum cardinality; with an odd count a virtual "bye" vertex joins);
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
 * All weights are integers below 2^51, so the matching is exact.
 */
export function pairSwiss(candidates: readonly SwissCandidate[], prng: Prng, options: SwissPairingOptions = {}): SwissPairingResult {
  const m = candidates.length;
  if (m === 0) return { pairings: [], byes: [], diagnostics: { method: 'swiss', rematches: 0, pairDowns: 0, pairDownDistance: 0 } };
  if (m === 1) {
    return { pairings: [], byes: [{ player: candidates[0]!.id, kind: 'pairing' }], diagnostics: { method: 'swiss', rematches: 0, pairDowns: 0, pairDownDistance: 0 } };
  }
  const sparseAbove = options.sparseAbove ?? 300;
  if (m > sparseAbove) {
    const sparse = pairSwissOnGraph(candidates, prng, options.window ?? 24);
    // A sparse graph can only miss a better pairing through its restricted edges; a rematch is the
    // one defect we must never accept when avoidable, so fall back to the dense graph then.
    if (sparse && sparse.diagnostics.rematches === 0) return sparse;
  }
  return pairSwissOnGraph(candidates, prng, Infinity)!;
}

function pairSwissOnGraph(candidates: readonly SwissCandidate[], prng: Prng, window: number): SwissPairingResult | null {
  const m = candidates.length;
  const odd = m % 2 === 1;
  const byeVertex = odd ? m : -1;
  const vertexCount = odd ? m + 1 : m;
  const half = Math.ceil(m / 2) + 1;
  const opponents = candidates.map((c) => (c.previousOpponents instanceof Set ? c.previousOpponents : new Set(c.previousOpponents)));
  let minPoints = Infinity;
  let maxPoints = -Infinity;
  for (const c of candidates) {
    minPoints = Math.min(minPoints, c.points);
    maxPoints = Math.max(maxPoints, c.points);
  }
  const maxD2 = (maxPoints - minPoints) ** 2;

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

  const edges: WeightedEdge[] = [];
  const sparse = Number.isFinite(window);
  for (let i = 0; i < m; i += 1) {
    const last = sparse ? Math.min(m - 1, i + window) : m - 1;
    for (let j = i + 1; j <= last; j += 1) {
      const rematch = opponents[i]!.has(candidates[j]!.id) ? 1 : 0;
      const d = candidates[i]!.points - candidates[j]!.points;
      const cost = rematch * M + d * d * P + prng.int(randomRange);
      edges.push([i, j, BASE - cost]);
    }
  }
  if (odd) {
    const anyEligible = candidates.some((c) => !c.hadBye);
    let connected = 0;
    for (let i = m - 1; i >= 0; i -= 1) {
      if (anyEligible && candidates[i]!.hadBye) continue;
      edges.push([i, byeVertex, BASE - (m - 1 - i) * B]);
      connected += 1;
      if (sparse && connected > window) break;
    }
  }

  const mate = maxWeightMatching(vertexCount, edges, true);
  const pairs: [number, number][] = [];
  const byes: Bye[] = [];
  for (let i = 0; i < m; i += 1) {
    const j = mate[i]!;
    if (j === -1) return null; // only possible on a sparse graph
    if (j === byeVertex) byes.push({ player: candidates[i]!.id, kind: 'pairing' });
    else if (i < j) pairs.push([i, j]);
  }
  // Tables: highest points first, then best-ranked player.
  pairs.sort((x, y) => Math.max(candidates[y[0]]!.points, candidates[y[1]]!.points) - Math.max(candidates[x[0]]!.points, candidates[x[1]]!.points) || x[0] - y[0]);
  let rematches = 0;
  let pairDowns = 0;
  let pairDownDistance = 0;
  const pairings = pairs.map(([i, j], index) => {
    if (opponents[i]!.has(candidates[j]!.id)) rematches += 1;
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
  };
}
