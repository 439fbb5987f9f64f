import { maxWeightMatching, type WeightedEdge } from './max-weight-matching';

/** Exhaustive maximum (cardinality, weight) over all matchings of a small graph. */
function bruteForce(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): { size: number; weight: number } {
  let best = { size: 0, weight: 0 };
  const used = new Array<boolean>(n).fill(false);
  const walk = (k: number, size: number, weight: number) => {
    if (k === edges.length) {
      const better = maxCardinality
        ? size > best.size || (size === best.size && weight > best.weight)
        : weight > best.weight;
      if (better) best = { size, weight };
      return;
    }
    walk(k + 1, size, weight);
    const [i, j, w] = edges[k]!;
    if (!used[i] && !used[j]) {
      used[i] = used[j] = true;
      walk(k + 1, size + 1, weight + w);
      used[i] = used[j] = false;
    }
  };
  walk(0, 0, 0);
  return best;
}

function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function evaluate(mate: Int32Array, edges: readonly WeightedEdge[]) {
  const weightOf = new Map<string, number>();
  for (const [i, j, w] of edges) {
    const key = `${Math.min(i, j)}-${Math.max(i, j)}`;
    weightOf.set(key, Math.max(weightOf.get(key) ?? -Infinity, w));
  }
  let size = 0;
  let weight = 0;
  mate.forEach((m, v) => {
    if (m < 0) return;
    expect(mate[m]).toBe(v);
    if (v < m) {
      size += 1;
      const w = weightOf.get(`${v}-${m}`);
      expect(w).toBeDefined();
      weight += w!;
    }
  });
  return { size, weight };
}

describe('maxWeightMatching', () => {
  it('handles textbook cases', () => {
    expect([...maxWeightMatching(0, [])]).toEqual([]);
    expect([...maxWeightMatching(2, [[0, 1, 1]])]).toEqual([1, 0]);
    expect([...maxWeightMatching(3, [[0, 1, 10], [1, 2, 11]])]).toEqual([-1, 2, 1]);
    expect([...maxWeightMatching(4, [[0, 1, 5], [1, 2, 11], [2, 3, 5]])]).toEqual([-1, 2, 1, -1]);
    expect([...maxWeightMatching(4, [[0, 1, 5], [1, 2, 11], [2, 3, 5]], true)]).toEqual([1, 0, 3, 2]);
    // S-blossom, then augment through it
    expect([...maxWeightMatching(5, [[1, 2, 8], [1, 3, 9], [2, 3, 10], [3, 4, 7]])]).toEqual([-1, 2, 1, 4, 3]);
  });

  it('matches brute force on thousands of random small graphs (with and without max cardinality)', () => {
    const random = lcg(7);
    for (let trial = 0; trial < 3000; trial += 1) {
      const n = 2 + Math.floor(random() * 9);
      const density = 0.3 + random() * 0.7;
      const edges: WeightedEdge[] = [];
      const wide = trial % 3 === 0;
      for (let i = 0; i < n; i += 1) {
        for (let j = i + 1; j < n; j += 1) {
          if (random() < density) edges.push([i, j, 1 + Math.floor(random() * (wide ? 1000 : 6))]);
        }
      }
      if (edges.length > 16) edges.length = 16;
      for (const maxCardinality of [false, true]) {
        const got = evaluate(maxWeightMatching(n, edges, maxCardinality), edges);
        const want = bruteForce(n, edges, maxCardinality);
        if (maxCardinality) expect(got.size).toBe(want.size);
        expect(got.weight).toBe(want.weight);
      }
    }
  });
});
