/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm in the primal-dual form
 * described by Galil ("Efficient algorithms for finding maximum matching in graphs", 1986),
 * O(n³). Written for this project (no GPL code); the structure follows the well-known public
 * description of the algorithm (S/T labels, blossoms with base, endpoints, dual variables, the
 * four kinds of dual update).
 *
 * Weights must be integers (safe integers below 2^51): the slack of an edge is computed as
 * `dual[i] + dual[j] - 2w`, which keeps every dual variable an integer, so the result is exact.
 *
 * `maxWeightMatching` with `maxCardinality` gives a maximum-weight matching among the matchings of
 * maximum cardinality. `maxWeightPerfectMatching` is for graphs that should have a perfect matching
 * (Swiss pairing): it starts from a greedy matching instead of from nothing, can start from a
 * previous solution, and returns the optimality certificate (the dual variables) that prices pairs
 * outside the graph; src/matching/README.md explains how Swiss pairing uses it.
 *
 * The solver is a class over typed arrays rather than one function with closures: V8 optimises its
 * small methods early, which is most of the speed of a single (cold) call.
 */
export type WeightedEdge = readonly [number, number, number];

/** Edges as parallel typed arrays (no tuple per edge); `count` may be less than the arrays' length. */
export interface EdgeList {
  count: number;
  i: Int32Array;
  j: Int32Array;
  w: Float64Array;
}

export function edgeList(edges: readonly WeightedEdge[]): EdgeList {
  const list: EdgeList = { count: edges.length, i: new Int32Array(edges.length), j: new Int32Array(edges.length), w: new Float64Array(edges.length) };
  edges.forEach(([i, j, w], k) => {
    list.i[k] = i;
    list.j[k] = j;
    list.w[k] = w;
  });
  return list;
}

/** Partner of each vertex (−1 when unmatched). */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality = false): Int32Array {
  if (vertexCount === 0 || edges.length === 0) return new Int32Array(vertexCount).fill(-1);
  const solver = new BlossomSolver(vertexCount, edgeList(edges));
  solver.uniformStart();
  solver.run(maxCardinality);
  return solver.partners();
}

/** A feasible starting point: vertex duals (no blossoms) and a matching of tight edges. */
export interface MatchingStart {
  partner: Int32Array;
  duals: Float64Array;
}

export interface PerfectMatching {
  /** Partner of each vertex (−1 when unmatched). */
  readonly partner: Int32Array;
  /** Every vertex matched: only then is the matching certified optimal. */
  readonly perfect: boolean;
  /** The vertex duals u (blossom duals, never negative, are added by `reducedCost`). */
  readonly vertexDuals: Float64Array;
  /**
   * Twice the reduced cost of the pair i–j of weight w under the final duals: u_i + u_j − 2w plus
   * twice the duals of the blossoms holding both. Every edge of the graph has a value ≥ 0 and every
   * matched edge 0; the perfect matching is also a maximum-weight perfect matching of any larger
   * graph whose added pairs all have a value ≥ 0 (linear-programming duality).
   */
  reducedCost(i: number, j: number, w: number): number;
  /** `reducedCost(i, j, w) < 0`: the pair would improve the matching (cheaper to ask). */
  improvedBy(i: number, j: number, w: number): boolean;
  /**
   * A start for solving a graph with more edges (each added pair made feasible with `makeFeasible`):
   * blossom duals moved onto their vertices, matched edges that are no longer tight dropped.
   */
  restart(): MatchingStart;
}

/**
 * A maximum-weight perfect matching when the graph has one (`perfect`), with its certificate. From
 * a greedy matching, or from `start` (a previous solution's `restart()`, made feasible for the new
 * edges with `makeFeasible`). Without a perfect matching the result is only of maximum cardinality.
 */
export function maxWeightPerfectMatching(vertexCount: number, edges: EdgeList, start?: MatchingStart): PerfectMatching {
  const solver = new BlossomSolver(vertexCount, edges);
  if (start) solver.warmStart(start);
  else solver.greedyStart();
  solver.run(true);
  return solver.finish();
}

/**
 * Make a start feasible for an added pair i–j of weight w: when the duals price it below zero, raise
 * i's dual until they don't and unmatch i (its matched edge is no longer tight).
 */
export function makeFeasible(start: MatchingStart, i: number, j: number, w: number): void {
  const slack = start.duals[i]! + start.duals[j]! - 2 * w;
  if (slack >= 0) return;
  start.duals[i] = start.duals[i]! - slack;
  const p = start.partner[i]!;
  if (p !== -1) {
    start.partner[p] = -1;
    start.partner[i] = -1;
  }
}

const FREE = 0;
const S = 1;
const T = 2;

class BlossomSolver implements PerfectMatching {
  partner: Int32Array = new Int32Array(0);
  perfect = false;
  vertexDuals: Float64Array = new Float64Array(0);
  readonly n: number;
  readonly nedge: number;
  readonly edgeI: Int32Array;
  readonly edgeJ: Int32Array;
  readonly edgeW: Float64Array;
  /** endpoint[p]: vertex at endpoint p; edge k has endpoints 2k (its i) and 2k+1 (its j). */
  readonly endpoint: Int32Array;
  /** neighbend[neighStart[v]..neighStart[v+1]): remote endpoints of the edges incident to v. */
  readonly neighStart: Int32Array;
  readonly neighbend: Int32Array;
  /** Remote endpoint of the matched edge, or −1. */
  readonly mate: Int32Array;
  readonly label: Int32Array;
  readonly labelend: Int32Array;
  readonly inblossom: Int32Array;
  readonly blossomparent: Int32Array;
  readonly blossomchilds: (number[] | null)[];
  readonly blossombase: Int32Array;
  readonly blossomendps: (number[] | null)[];
  readonly bestedge: Int32Array;
  readonly blossombestedges: (number[] | null)[];
  readonly unusedblossoms: number[] = [];
  readonly dualvar: Float64Array;
  readonly allowedge: Uint8Array;
  queue: number[] = [];
  /** Top-level nodes labelled in this stage (may repeat, may have been absorbed or expanded since). */
  readonly stageNodes: number[] = [];
  /** Unlabelled vertices given a best edge in this stage. */
  readonly reached: number[] = [];
  private readonly seen: Int32Array;
  private updateStamp = 0;
  private readonly topScratch: number[] = [];
  private readonly leafScratch: number[] = [];

  constructor(vertexCount: number, edges: EdgeList) {
    const n = vertexCount;
    const nedge = edges.count;
    this.n = n;
    this.nedge = nedge;
    this.edgeI = edges.i;
    this.edgeJ = edges.j;
    this.edgeW = edges.w;
    for (let k = 0; k < nedge; k += 1) {
      const i = edges.i[k]!;
      const j = edges.j[k]!;
      const w = edges.w[k]!;
      if (i === j || i < 0 || j < 0 || i >= n || j >= n) throw new Error(`bad edge ${i}-${j}`);
      if (!Number.isSafeInteger(w) || Math.abs(w) >= 2 ** 51) throw new Error(`edge weight must be a safe integer below 2^51, got ${w}`);
    }
    this.endpoint = new Int32Array(2 * nedge);
    for (let k = 0; k < nedge; k += 1) {
      this.endpoint[2 * k] = this.edgeI[k]!;
      this.endpoint[2 * k + 1] = this.edgeJ[k]!;
    }
    const degree = new Int32Array(n);
    for (let k = 0; k < nedge; k += 1) {
      degree[this.edgeI[k]!]! += 1;
      degree[this.edgeJ[k]!]! += 1;
    }
    this.neighStart = new Int32Array(n + 1);
    for (let v = 0; v < n; v += 1) this.neighStart[v + 1] = this.neighStart[v]! + degree[v]!;
    const fill = this.neighStart.slice(0, n);
    this.neighbend = new Int32Array(2 * nedge);
    for (let k = 0; k < nedge; k += 1) {
      this.neighbend[fill[this.edgeI[k]!]!++] = 2 * k + 1;
      this.neighbend[fill[this.edgeJ[k]!]!++] = 2 * k;
    }
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelend = new Int32Array(2 * n).fill(-1);
    this.inblossom = new Int32Array(n);
    for (let v = 0; v < n; v += 1) this.inblossom[v] = v;
    this.blossomparent = new Int32Array(2 * n).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossombase = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v += 1) this.blossombase[v] = v;
    this.blossomendps = new Array<number[] | null>(2 * n).fill(null);
    this.bestedge = new Int32Array(2 * n).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * n).fill(null);
    for (let b = 2 * n - 1; b >= n; b -= 1) this.unusedblossoms.push(b);
    this.dualvar = new Float64Array(2 * n);
    this.allowedge = new Uint8Array(nedge);
    this.seen = new Int32Array(2 * n);
  }

  /** The classic start: every vertex dual at the largest weight, nothing matched. */
  uniformStart(): void {
    let maxWeight = 0;
    for (let k = 0; k < this.nedge; k += 1) maxWeight = Math.max(maxWeight, this.edgeW[k]!);
    for (let v = 0; v < this.n; v += 1) this.dualvar[v] = maxWeight;
  }

  /**
   * Jump start (perfect matchings only: free vertices' duals need not end equal). Each vertex's
   * dual starts at the even number at or above its heaviest edge (every edge feasible); then
   * `matchGreedily` makes an edge of each free vertex tight and takes it when both ends are free.
   */
  greedyStart(): void {
    for (let v = 0; v < this.n; v += 1) {
      let best = -Infinity;
      for (let q = this.neighStart[v]!; q < this.neighStart[v + 1]!; q += 1) best = Math.max(best, this.edgeW[this.neighbend[q]! >> 1]!);
      this.dualvar[v] = best === -Infinity ? 0 : best % 2 === 0 ? best : best + 1;
    }
    this.matchGreedily();
  }

  /** Start from given duals (feasible for every edge) and a matching of tight edges. */
  warmStart(start: MatchingStart): void {
    const { n } = this;
    for (let v = 0; v < n; v += 1) this.dualvar[v] = start.duals[v]!;
    for (let v = 0; v < n; v += 1) {
      const u = start.partner[v]!;
      if (u < v) continue;
      for (let q = this.neighStart[v]!; q < this.neighStart[v + 1]!; q += 1) {
        const p = this.neighbend[q]!;
        if (this.endpoint[p] === u && this.slack(p >> 1) === 0) {
          this.mate[v] = p;
          this.mate[u] = p ^ 1;
          break;
        }
      }
    }
    this.matchGreedily();
  }

  /**
   * In vertex order, a free vertex lowers its dual as far as its edges allow (at least one becomes
   * tight) and takes a tight edge whose other end is free; then augmenting paths of three tight
   * edges are taken where they are found. Then every free vertex's dual is made even, so all free vertices share a parity and every later dual update stays integral (the
   * slack between two S vertices is then even).
   */
  private matchGreedily(): void {
    const { n, mate, dualvar, endpoint, neighbend, neighStart, edgeW } = this;
    for (let v = 0; v < n; v += 1) {
      if (mate[v] !== -1) continue;
      let best = -Infinity;
      let bestP = -1;
      for (let q = neighStart[v]!; q < neighStart[v + 1]!; q += 1) {
        const p = neighbend[q]!;
        const w = endpoint[p]!;
        const value = 2 * edgeW[p >> 1]! - dualvar[w]!;
        if (value > best || (value === best && mate[w] === -1 && mate[endpoint[bestP]!] !== -1)) {
          best = value;
          bestP = p;
        }
      }
      if (bestP === -1) continue;
      dualvar[v] = best;
      const w = endpoint[bestP]!;
      if (mate[w] === -1) {
        mate[v] = bestP;
        mate[w] = bestP ^ 1;
      }
    }
    // Short augmenting paths over tight edges: free v – a = b – free c becomes v = a – b = c.
    for (let v = 0; v < n; v += 1) {
      if (mate[v] !== -1) continue;
      search: for (let q = neighStart[v]!; q < neighStart[v + 1]!; q += 1) {
        const pa = neighbend[q]!;
        const a = endpoint[pa]!;
        if (mate[a] === -1 || this.slack(pa >> 1) !== 0) continue;
        const b = endpoint[mate[a]!]!;
        for (let r = neighStart[b]!; r < neighStart[b + 1]!; r += 1) {
          const pc = neighbend[r]!;
          const c = endpoint[pc]!;
          if (c === v || mate[c] !== -1 || this.slack(pc >> 1) !== 0) continue;
          mate[v] = pa;
          mate[a] = pa ^ 1;
          mate[b] = pc;
          mate[c] = pc ^ 1;
          break search;
        }
      }
    }
    for (let v = 0; v < n; v += 1) {
      if (mate[v] === -1 && dualvar[v]! % 2 !== 0) dualvar[v] = dualvar[v]! + 1;
    }
  }

  slack(k: number): number {
    return this.dualvar[this.edgeI[k]!]! + this.dualvar[this.edgeJ[k]!]! - 2 * this.edgeW[k]!;
  }

  /** After `run`: the matching and its certificate. */
  finish(): this {
    this.partner = this.partners();
    this.perfect = this.partner.every((p) => p !== -1);
    this.vertexDuals = this.dualvar.subarray(0, this.n);
    return this;
  }

  partners(): Int32Array {
    const out = new Int32Array(this.n);
    for (let v = 0; v < this.n; v += 1) out[v] = this.mate[v]! >= 0 ? this.endpoint[this.mate[v]!]! : -1;
    return out;
  }

  private blossomLeaves(b: number, out: number[]): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.blossomLeaves(t, out);
    return out;
  }

  private assignLabel(w0: number, t0: number, p0: number): void {
    const { inblossom, label, labelend, bestedge, blossombase, endpoint, mate } = this;
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = inblossom[w]!;
      label[w] = t;
      label[b] = t;
      this.stageNodes.push(b);
      labelend[w] = p;
      labelend[b] = p;
      bestedge[w] = -1;
      bestedge[b] = -1;
      if (t === S) {
        this.blossomLeaves(b, this.queue);
        return;
      }
      // t === T: the mate of the base becomes an S vertex.
      const base = blossombase[b]!;
      w = endpoint[mate[base]!]!;
      p = mate[base]! ^ 1;
      t = S;
    }
  }

  /** Trace back from v and w to the base of a new blossom, or −1 for an augmenting path. */
  private scanBlossom(v0: number, w0: number): number {
    const { inblossom, label, labelend, endpoint, blossombase } = this;
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) {
        const tmp = v;
        v = w;
        w = tmp;
      }
    }
    for (const b of path) label[b] = S;
    return base;
  }

  private addBlossom(base: number, k: number): void {
    const { inblossom, blossombase, blossomparent, labelend, endpoint, label, dualvar, edgeI, edgeJ, neighStart, neighbend } = this;
    let v = edgeI[k]!;
    let w = edgeJ[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    label[b] = S;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0;
    this.stageNodes.push(b);
    for (const leaf of this.blossomLeaves(b, [])) {
      if (label[inblossom[leaf]!] === T) this.queue.push(leaf);
      inblossom[leaf] = b;
    }
    // Least-slack edge from the new blossom to each neighbouring S blossom.
    const bestedgeto = new Map<number, number>();
    const consider = (kk: number) => {
      let j = edgeJ[kk]!;
      if (inblossom[j] === b) j = edgeI[kk]!;
      const bj = inblossom[j]!;
      if (bj !== b && label[bj] === S) {
        const current = bestedgeto.get(bj);
        if (current === undefined || this.slack(kk) < this.slack(current)) bestedgeto.set(bj, kk);
      }
    };
    for (const child of path) {
      const list = this.blossombestedges[child];
      if (list === null) {
        for (const leaf of this.blossomLeaves(child, [])) {
          for (let q = neighStart[leaf]!; q < neighStart[leaf + 1]!; q += 1) consider(neighbend[q]! >> 1);
        }
      } else for (const kk of list!) consider(kk);
      this.blossombestedges[child] = null;
      this.bestedge[child] = -1;
    }
    const best = [...bestedgeto.values()];
    this.blossombestedges[b] = best;
    let be = -1;
    for (const kk of best) if (be === -1 || this.slack(kk) < this.slack(be)) be = kk;
    this.bestedge[b] = be;
  }

  private expandBlossom(b: number, endstage: boolean): void {
    const { n, blossomparent, inblossom, dualvar, label, labelend, endpoint, allowedge, mate, blossombase } = this;
    for (const s of this.blossomchilds[b]!) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) this.expandBlossom(s, endstage);
      else for (const leaf of this.blossomLeaves(s, [])) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === T) {
      const childs = this.blossomchilds[b]!;
      const endps = this.blossomendps[b]!;
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = FREE;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = FREE;
        this.assignLabel(endpoint[p ^ 1]!, T, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = T;
      label[bv] = T;
      labelend[endpoint[p ^ 1]!] = p;
      labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === S) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const leaf of this.blossomLeaves(bv, [])) {
          if (label[leaf] !== FREE) {
            found = leaf;
            break;
          }
        }
        if (found !== -1) {
          label[found] = FREE;
          label[endpoint[mate[blossombase[bv]!]!]!] = FREE;
          this.assignLabel(found, T, labelend[found]!);
        }
        j += jstep;
      }
      for (const child of childs) if (label[child] === S || label[child] === T) this.stageNodes.push(child);
    }
    label[b] = -1;
    labelend[b] = -1;
    this.blossomchilds[b] = null;
    this.blossomendps[b] = null;
    blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  private augmentBlossom(b: number, v: number): void {
    const { n, blossomparent, endpoint, mate } = this;
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n) this.augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= n) this.augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  private augmentMatching(k: number): void {
    const { inblossom, n, mate, labelend, endpoint } = this;
    for (const [s0, p0] of [
      [this.edgeI[k]!, 2 * k + 1],
      [this.edgeJ[k]!, 2 * k],
    ] as const) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) this.augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= n) this.augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  }

  /** Scan the S vertices in the queue along tight edges; true when the matching was augmented. */
  private scanQueue(): boolean {
    const { queue, neighStart, neighbend, endpoint, inblossom, allowedge, label, labelend, bestedge } = this;
    while (queue.length > 0) {
      const v = queue.pop()!;
      for (let q = neighStart[v]!; q < neighStart[v + 1]!; q += 1) {
        const p = neighbend[q]!;
        const k = p >> 1;
        const w = endpoint[p]!;
        const bw = inblossom[w]!;
        // (v's blossom can grow while its edges are scanned)
        if (inblossom[v] === bw) continue;
        let kslack = 0;
        if (!allowedge[k]) {
          kslack = this.slack(k);
          if (kslack <= 0) allowedge[k] = 1;
        }
        if (allowedge[k]) {
          if (label[bw] === FREE) this.assignLabel(w, T, p ^ 1);
          else if (label[bw] === S) {
            const base = this.scanBlossom(v, w);
            if (base >= 0) this.addBlossom(base, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (label[w] === FREE) {
            label[w] = T;
            labelend[w] = p ^ 1;
          }
        } else if (label[bw] === S) {
          const b = inblossom[v]!;
          if (bestedge[b] === -1 || kslack < this.slack(bestedge[b]!)) bestedge[b] = k;
        } else if (label[w] === FREE) {
          if (bestedge[w] === -1) this.reached.push(w);
          if (bestedge[w] === -1 || kslack < this.slack(bestedge[w]!)) bestedge[w] = k;
        }
      }
    }
    return false;
  }

  /**
   * One dual update; false when no further progress is possible (the stage, or the run, ends).
   * Only the nodes labelled in this stage (`stageNodes`) and the unlabelled vertices with a best
   * edge (`reached`) take part, so an update costs the size of the trees, not of the graph.
   */
  private updateDuals(maxCardinality: boolean): boolean {
    const { n, dualvar, label, inblossom, bestedge, blossomparent, blossombase, stageNodes, reached } = this;
    let deltatype = -1;
    let delta = 0;
    let deltaedge = -1;
    let deltablossom = -1;
    if (!maxCardinality) {
      deltatype = 1;
      delta = Infinity;
      for (let v = 0; v < n; v += 1) if (dualvar[v]! < delta) delta = dualvar[v]!;
    }
    for (const v of reached) {
      if (label[inblossom[v]!] === FREE && bestedge[v] !== -1) {
        const d = this.slack(bestedge[v]!);
        if (deltatype === -1 || d < delta) {
          delta = d;
          deltatype = 2;
          deltaedge = bestedge[v]!;
        }
      }
    }
    this.updateStamp += 1;
    const stamp = this.updateStamp;
    const top: number[] = this.topScratch;
    top.length = 0;
    for (const b of stageNodes) {
      if (blossomparent[b] !== -1 || (b >= n && blossombase[b]! < 0) || this.seen[b] === stamp) continue;
      const l = label[b];
      if (l !== S && l !== T) continue;
      this.seen[b] = stamp;
      top.push(b);
      if (l === S && bestedge[b] !== -1) {
        const d = this.slack(bestedge[b]!) / 2;
        if (deltatype === -1 || d < delta) {
          delta = d;
          deltatype = 3;
          deltaedge = bestedge[b]!;
        }
      } else if (l === T && b >= n && (deltatype === -1 || dualvar[b]! < delta)) {
        delta = dualvar[b]!;
        deltatype = 4;
        deltablossom = b;
      }
    }
    if (deltatype === -1) {
      // maxCardinality and no further progress possible: final dual update.
      deltatype = 1;
      let min = Infinity;
      for (let v = 0; v < n; v += 1) if (dualvar[v]! < min) min = dualvar[v]!;
      delta = Math.max(0, min);
    }
    for (const b of top) {
      const sign = label[b] === S ? -1 : 1;
      if (b < n) dualvar[b] = dualvar[b]! + sign * delta;
      else {
        dualvar[b] = dualvar[b]! - sign * delta;
        const leaves = this.blossomLeaves(b, this.leafScratch);
        for (const v of leaves) dualvar[v] = dualvar[v]! + sign * delta;
        leaves.length = 0;
      }
    }
    if (deltatype === 1) return false;
    if (deltatype === 2) {
      this.allowedge[deltaedge] = 1;
      let i = this.edgeI[deltaedge]!;
      if (label[inblossom[i]!] === FREE) i = this.edgeJ[deltaedge]!;
      this.queue.push(i);
    } else if (deltatype === 3) {
      this.allowedge[deltaedge] = 1;
      this.queue.push(this.edgeI[deltaedge]!);
    } else this.expandBlossom(deltablossom, false);
    return true;
  }

  /** The stages: each grows alternating trees from every free vertex until one augmenting path is found. */
  run(maxCardinality: boolean): void {
    const { n, mate, label, inblossom, blossomparent, blossombase, dualvar } = this;
    if (this.nedge === 0) return;
    for (let stage = 0; stage < n; stage += 1) {
      label.fill(FREE);
      this.bestedge.fill(-1);
      for (let b = n; b < 2 * n; b += 1) this.blossombestedges[b] = null;
      this.allowedge.fill(0);
      this.queue = [];
      this.stageNodes.length = 0;
      this.reached.length = 0;
      for (let v = 0; v < n; v += 1) {
        if (mate[v] === -1 && label[inblossom[v]!] === FREE) this.assignLabel(v, S, -1);
      }
      if (this.queue.length === 0) break;
      let augmented = false;
      for (;;) {
        if (this.scanQueue()) {
          augmented = true;
          break;
        }
        if (!this.updateDuals(maxCardinality)) break;
      }
      if (!augmented) break;
      for (let b = n; b < 2 * n; b += 1) {
        if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === S && dualvar[b] === 0) this.expandBlossom(b, true);
      }
    }
  }

  /** Depth below its top-level blossom and Σ of the duals of it and its enclosing blossoms, per node. */
  private certificate: { depth: Int32Array; dualAbove: Float64Array } | null = null;

  private prepareCertificate(): { depth: Int32Array; dualAbove: Float64Array } {
    if (this.certificate) return this.certificate;
    const { n, blossomparent, blossombase, dualvar } = this;
    const depth = new Int32Array(2 * n).fill(-1);
    const dualAbove = new Float64Array(2 * n);
    const resolve = (b: number): void => {
      if (depth[b]! >= 0) return;
      const own = b >= n ? dualvar[b]! : 0;
      const parent = blossomparent[b]!;
      if (parent === -1) {
        depth[b] = 0;
        dualAbove[b] = own;
        return;
      }
      resolve(parent);
      depth[b] = depth[parent]! + 1;
      dualAbove[b] = dualAbove[parent]! + own;
    };
    for (let b = 0; b < 2 * n; b += 1) if (b < n || blossombase[b]! >= 0) resolve(b);
    this.certificate = { depth, dualAbove };
    return this.certificate;
  }

  reducedCost(i: number, j: number, w: number): number {
    const s = this.dualvar[i]! + this.dualvar[j]! - 2 * w;
    if (this.inblossom[i] !== this.inblossom[j]) return s;
    // Both in one top-level blossom: add twice the duals of their common blossoms, which are their
    // lowest common blossom and the blossoms around it.
    const { depth, dualAbove } = this.prepareCertificate();
    const parent = this.blossomparent;
    let a = i;
    let b = j;
    while (depth[a]! > depth[b]!) a = parent[a]!;
    while (depth[b]! > depth[a]!) b = parent[b]!;
    while (a !== b) {
      a = parent[a]!;
      b = parent[b]!;
    }
    return s + 2 * dualAbove[a]!;
  }

  /** reducedCost(i, j, w) < 0, mostly decided from bounds without finding the common blossoms. */
  improvedBy(i: number, j: number, w: number): boolean {
    const s = this.dualvar[i]! + this.dualvar[j]! - 2 * w;
    if (s >= 0) return false;
    const top = this.inblossom[i]!;
    if (top !== this.inblossom[j]) return true;
    const { dualAbove } = this.prepareCertificate();
    if (s + 2 * dualAbove[top]! >= 0) return false; // the top-level blossom holds both
    if (s + 2 * Math.min(dualAbove[i]!, dualAbove[j]!) < 0) return true; // at most every blossom of either
    return this.reducedCost(i, j, w) < 0;
  }

  restart(): MatchingStart {
    const { n, blossomparent, dualvar } = this;
    const duals = new Float64Array(n);
    for (let v = 0; v < n; v += 1) {
      let u = dualvar[v]!;
      for (let b = blossomparent[v]!; b !== -1; b = blossomparent[b]!) u += dualvar[b]!;
      duals[v] = u;
    }
    const partner = this.partners();
    for (let v = 0; v < n; v += 1) {
      const u = partner[v]!;
      if (u > v) {
        const k = this.mate[v]! >> 1;
        if (duals[v]! + duals[u]! !== 2 * this.edgeW[k]!) partner[v] = partner[u] = -1;
      }
    }
    return { partner, duals };
  }
}

const at = <T>(list: readonly T[], j: number): T => list[j < 0 ? j + list.length : j]!;
