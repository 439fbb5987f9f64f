import { edgeList, makeFeasible, maxWeightMatching, maxWeightPerfectMatching, type WeightedEdge } from './max-weight-matching';
import { CandidateEdges, pricedPerfectMatching, type CompleteGraph } from './pricing';

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A graph given by a weight matrix (NaN: no edge). */
function matrixGraph(weights: Float64Array[]): CompleteGraph {
  return { vertexCount: weights.length, weightRow: (i, row) => row.set(weights[i]!) };
}

function randomMatrix(random: () => number, n: number, density: number, maxWeight: number): Float64Array[] {
  const w = Array.from({ length: n }, () => new Float64Array(n).fill(NaN));
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      if (random() < density) w[i]![j] = w[j]![i] = 1 + Math.floor(random() * maxWeight);
    }
  }
  return w;
}

function edgesOf(w: Float64Array[]): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < w.length; i += 1) for (let j = i + 1; j < w.length; j += 1) if (!Number.isNaN(w[i]![j])) edges.push([i, j, w[i]![j]!]);
  return edges;
}

/** Heaviest perfect matching by enumeration (null when there is none). */
function bruteForcePerfect(w: Float64Array[]): number | null {
  const n = w.length;
  if (n % 2 === 1) return null;
  const used = new Array<boolean>(n).fill(false);
  let best: number | null = null;
  const walk = (weight: number) => {
    const first = used.indexOf(false);
    if (first === -1) {
      if (best === null || weight > best) best = weight;
      return;
    }
    used[first] = true;
    for (let j = first + 1; j < n; j += 1) {
      if (used[j] || Number.isNaN(w[first]![j])) continue;
      used[j] = true;
      walk(weight + w[first]![j]!);
      used[j] = false;
    }
    used[first] = false;
  };
  walk(0);
  return best;
}

/** Total weight of a perfect matching, checking it is one and uses only edges. */
function perfectWeight(partner: Int32Array, w: Float64Array[]): number {
  let total = 0;
  partner.forEach((p, v) => {
    expect(p).toBeGreaterThanOrEqual(0);
    expect(partner[p]).toBe(v);
    expect(Number.isNaN(w[v]![p])).toBe(false);
    if (v < p) total += w[v]![p]!;
  });
  return total;
}

describe('maxWeightPerfectMatching', () => {
  it('is a heaviest perfect matching with a certificate whenever one exists (brute force, 3,000 graphs)', () => {
    const random = lcg(11);
    let perfect = 0;
    for (let trial = 0; trial < 3000; trial += 1) {
      const n = 2 + Math.floor(random() * 9);
      const w = randomMatrix(random, n, 0.3 + random() * 0.7, trial % 3 === 0 ? 2 ** 40 : 1 + Math.floor(random() * 8));
      const edges = edgesOf(w);
      const result = maxWeightPerfectMatching(n, edgeList(edges));
      const want = bruteForcePerfect(w);
      expect(result.perfect).toBe(want !== null);
      if (want === null) continue;
      perfect += 1;
      expect(perfectWeight(result.partner, w)).toBe(want);
      // The certificate: no edge below zero, every matched edge at zero.
      for (const [i, j, weight] of edges) {
        const rc = result.reducedCost(i, j, weight);
        expect(rc).toBeGreaterThanOrEqual(0);
        if (result.partner[i] === j) expect(rc).toBe(0);
      }
      // improvedBy answers reducedCost < 0 for any pair and weight (its bounds never decide wrong).
      for (let i = 0; i < n; i += 1) {
        for (let j = i + 1; j < n; j += 1) {
          const weight = Math.floor(random() * (trial % 3 === 0 ? 2 ** 41 : 20));
          expect(result.improvedBy(i, j, weight)).toBe(result.reducedCost(i, j, weight) < 0);
        }
      }
    }
    expect(perfect).toBeGreaterThan(800);
  });

  it('restarts from a previous solution after edges are added (brute force, 2,000 graphs)', () => {
    const random = lcg(12);
    let restarted = 0;
    for (let trial = 0; trial < 2000; trial += 1) {
      const n = 2 * (1 + Math.floor(random() * 5));
      const w = randomMatrix(random, n, 0.5 + random() * 0.5, trial % 2 === 0 ? 1000 : 4);
      const all = edgesOf(w);
      const first = all.filter(() => random() < 0.6);
      const before = maxWeightPerfectMatching(n, edgeList(first));
      const start = before.restart();
      const added = all.filter((e) => !first.includes(e));
      for (const [i, j, weight] of added) makeFeasible(start, i, j, weight);
      const after = maxWeightPerfectMatching(n, edgeList([...first, ...added]), start);
      const want = bruteForcePerfect(w);
      expect(after.perfect).toBe(want !== null);
      if (want !== null) {
        restarted += 1;
        expect(perfectWeight(after.partner, w)).toBe(want);
      }
    }
    expect(restarted).toBeGreaterThan(1000);
  });
});

describe('pricedPerfectMatching', () => {
  it('solves the whole graph from a few candidate edges (brute force, 2,000 graphs)', () => {
    const random = lcg(13);
    for (let trial = 0; trial < 2000; trial += 1) {
      const n = 2 * (1 + Math.floor(random() * 5));
      const w = randomMatrix(random, n, trial % 4 === 0 ? 0.6 : 1, trial % 2 === 0 ? 1000 : 3);
      const want = bruteForcePerfect(w);
      const candidates = new CandidateEdges(n);
      for (const [i, j, weight] of edgesOf(w)) if (random() < 0.3) candidates.add(i, j, weight);
      if (want === null) {
        expect(() => pricedPerfectMatching(matrixGraph(w), candidates)).toThrow(/no perfect matching/);
        continue;
      }
      const result = pricedPerfectMatching(matrixGraph(w), candidates);
      expect(perfectWeight(result.partner, w)).toBe(want);
    }
  });

  it('agrees with the blossom algorithm on the complete graph for larger graphs (60 graphs, 40–160 vertices)', () => {
    const random = lcg(14);
    for (let trial = 0; trial < 60; trial += 1) {
      const n = 2 * (20 + Math.floor(random() * 61));
      // Layered weights like Swiss pairing: a few heavy "groups" and a small random part.
      const group = Array.from({ length: n }, (_, i) => Math.floor((i * 5) / n));
      const w = Array.from({ length: n }, () => new Float64Array(n).fill(NaN));
      for (let i = 0; i < n; i += 1) {
        for (let j = i + 1; j < n; j += 1) {
          const d = group[i]! - group[j]!;
          w[i]![j] = w[j]![i] = 2 ** 30 - d * d * 2 ** 16 - (random() < 0.05 ? 2 ** 24 : 0) - Math.floor(random() * 256);
        }
      }
      const candidates = new CandidateEdges(n);
      for (let i = 0; i < n; i += 1) for (let j = i + 1; j <= Math.min(n - 1, i + 3); j += 1) candidates.add(i, j, w[i]![j]!);
      candidates.addHeaviest(matrixGraph(w), 2);
      const priced = pricedPerfectMatching(matrixGraph(w), candidates);
      const reference = maxWeightMatching(n, edgesOf(w), true);
      expect(perfectWeight(priced.partner, w)).toBe(perfectWeight(reference, w));
      expect(priced.edges).toBeLessThan((n * (n - 1)) / 2);
    }
  });
});
