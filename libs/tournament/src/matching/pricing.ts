/**
 * A maximum-weight perfect matching of a complete (or nearly complete) graph, solved through a
 * small candidate graph: solve the candidates, price every other pair with the solution's dual
 * variables, add the pairs whose reduced cost is negative, solve again from the previous solution,
 * until no pair is left to add. Then the duals prove the matching optimal on the whole graph
 * (linear-programming duality; see README.md beside this file for the argument).
 */
import { makeFeasible, maxWeightPerfectMatching, type EdgeList, type MatchingStart } from './max-weight-matching';

export interface CompleteGraph {
  readonly vertexCount: number;
  /** Fill `row[j]` with the weight of the pair i–j (an integer below 2^51), NaN when it is no edge. */
  weightRow(i: number, row: Float64Array): void;
}

export interface PricedMatching {
  /** Partner of each vertex. */
  partner: Int32Array;
  /** Matchings solved (1 when the candidates already held an optimum). */
  solves: number;
  /** Edges of the last graph solved. */
  edges: number;
}

/** Growable edge list with a membership test, for a candidate graph. */
export class CandidateEdges {
  readonly list: EdgeList;
  private readonly n: number;
  private readonly member: Uint8Array;
  private scratchW = new Float64Array(0);
  private scratchJ = new Int32Array(0);

  constructor(vertexCount: number) {
    this.n = vertexCount;
    this.member = new Uint8Array(vertexCount * vertexCount);
    this.list = { count: 0, i: new Int32Array(1024), j: new Int32Array(1024), w: new Float64Array(1024) };
  }

  get count(): number {
    return this.list.count;
  }

  has(i: number, j: number): boolean {
    return this.member[i * this.n + j] === 1;
  }

  /** Add the pair i < j once (later additions of the same pair are ignored). */
  add(i: number, j: number, w: number): boolean {
    if (this.member[i * this.n + j]) return false;
    this.member[i * this.n + j] = 1;
    const list = this.list;
    if (list.count === list.i.length) {
      const grow = <A extends Int32Array | Float64Array>(a: A, make: (size: number) => A): A => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      list.i = grow(list.i, (s) => new Int32Array(s));
      list.j = grow(list.j, (s) => new Int32Array(s));
      list.w = grow(list.w, (s) => new Float64Array(s));
    }
    list.i[list.count] = i;
    list.j[list.count] = j;
    list.w[list.count] = w;
    list.count += 1;
    return true;
  }

  /** Each vertex's `k` heaviest edges of the graph (ties to the lower vertex). */
  addHeaviest(graph: CompleteGraph, k: number): void {
    const row = new Float64Array(graph.vertexCount);
    for (let i = 0; i < graph.vertexCount; i += 1) {
      graph.weightRow(i, row);
      this.addHeaviestOf(i, row, k);
    }
  }

  /** Vertex i's `k` heaviest edges, from its weight row (NaN: no edge). */
  addHeaviestOf(i: number, row: Float64Array, k: number): void {
    const bestW = this.scratchW.length >= k ? this.scratchW : (this.scratchW = new Float64Array(k));
    const bestJ = this.scratchJ.length >= k ? this.scratchJ : (this.scratchJ = new Int32Array(k));
    bestW.fill(-Infinity, 0, k);
    bestJ.fill(-1, 0, k);
    for (let j = 0; j < row.length; j += 1) {
      const w = row[j]!;
      if (j === i || !(w > bestW[k - 1]!)) continue; // also skips NaN (no edge)
      let slot = k - 1;
      for (; slot > 0 && bestW[slot - 1]! < w; slot -= 1) {
        bestW[slot] = bestW[slot - 1]!;
        bestJ[slot] = bestJ[slot - 1]!;
      }
      bestW[slot] = w;
      bestJ[slot] = j;
    }
    for (let slot = 0; slot < k && bestJ[slot] !== -1; slot += 1) {
      const j = bestJ[slot]!;
      this.add(Math.min(i, j), Math.max(i, j), bestW[slot]!);
    }
  }
}

/**
 * Solve `graph` exactly, starting from `candidates`. A vertex left unmatched brings all its pairs
 * into the graph (the whole graph, when they are all in already); throws when the whole graph has
 * no perfect matching.
 */
export function pricedPerfectMatching(graph: CompleteGraph, candidates: CandidateEdges, perVertex = 8): PricedMatching {
  const n = graph.vertexCount;
  const row = new Float64Array(n);
  const worst = new MostImproving(n, perVertex);
  let start: MatchingStart | undefined;
  for (let solves = 1; ; solves += 1) {
    const result = maxWeightPerfectMatching(n, candidates.list, start);
    const before = candidates.count;
    const added: number[] = [];
    const add = (i: number, j: number, w: number) => {
      if (candidates.add(i, j, w)) added.push(i, j, w);
    };
    if (!result.perfect) {
      for (let v = 0; v < n; v += 1) {
        if (result.partner[v] !== -1) continue;
        graph.weightRow(v, row);
        for (let u = 0; u < n; u += 1) if (!Number.isNaN(row[u])) add(Math.min(u, v), Math.max(u, v), row[u]!);
      }
      if (candidates.count === before) {
        // The missing augmenting paths run between matched vertices: take the whole graph.
        for (let i = 0; i < n; i += 1) {
          graph.weightRow(i, row);
          for (let j = i + 1; j < n; j += 1) if (!Number.isNaN(row[j])) add(i, j, row[j]!);
        }
      }
      if (candidates.count === before) throw new Error(`the graph has no perfect matching (${n} vertices)`);
    } else {
      // Partial pricing: of the pairs that would improve the matching, each vertex brings its
      // `perVertex` most improving ones (a poor first graph can be priced below zero on a large
      // share of all pairs; taking them all would make the next graph nearly complete).
      worst.clear();
      const u = result.vertexDuals;
      for (let i = 0; i < n; i += 1) {
        graph.weightRow(i, row);
        const ui = u[i]!;
        for (let j = i + 1; j < n; j += 1) {
          const w = row[j]!;
          // (u_i + u_j − 2w ≥ 0 already rules a pair out, blossom duals being ≥ 0; NaN: no edge)
          if (ui + u[j]! - 2 * w < 0 && result.improvedBy(i, j, w) && !candidates.has(i, j)) worst.offer(i, j, w, result.reducedCost(i, j, w));
        }
      }
      worst.forEach(add);
      if (candidates.count === before) return { partner: result.partner, solves, edges: candidates.count };
    }
    start = result.restart();
    for (let k = 0; k < added.length; k += 3) makeFeasible(start, added[k]!, added[k + 1]!, added[k + 2]!);
  }
}

/** Per vertex, the `k` pairs of lowest reduced cost offered so far. */
class MostImproving {
  private readonly cost: Float64Array;
  private readonly other: Int32Array;
  private readonly weight: Float64Array;

  constructor(
    private readonly n: number,
    private readonly k: number,
  ) {
    this.cost = new Float64Array(n * k);
    this.other = new Int32Array(n * k);
    this.weight = new Float64Array(n * k);
  }

  clear(): void {
    this.cost.fill(Infinity);
    this.other.fill(-1);
  }

  offer(i: number, j: number, w: number, cost: number): void {
    this.keep(i, j, w, cost);
    this.keep(j, i, w, cost);
  }

  private keep(v: number, u: number, w: number, cost: number): void {
    const { k } = this;
    const base = v * k;
    if (!(cost < this.cost[base + k - 1]!)) return;
    let slot = k - 1;
    for (; slot > 0 && this.cost[base + slot - 1]! > cost; slot -= 1) {
      this.cost[base + slot] = this.cost[base + slot - 1]!;
      this.other[base + slot] = this.other[base + slot - 1]!;
      this.weight[base + slot] = this.weight[base + slot - 1]!;
    }
    this.cost[base + slot] = cost;
    this.other[base + slot] = u;
    this.weight[base + slot] = w;
  }

  /** Every kept pair, as (lower vertex, higher vertex, weight); a pair kept by both ends twice. */
  forEach(visit: (i: number, j: number, w: number) => void): void {
    for (let v = 0; v < this.n; v += 1) {
      for (let slot = 0; slot < this.k; slot += 1) {
        const u = this.other[v * this.k + slot]!;
        if (u === -1) break;
        visit(Math.min(u, v), Math.max(u, v), this.weight[v * this.k + slot]!);
      }
    }
  }
}
