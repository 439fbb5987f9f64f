/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm in the primal-dual form
 * described by Galil ("Efficient algorithms for finding maximum matching in graphs", 1986),
 * O(n³). Written for this project (no GPL code); the structure follows the well-known public
 * description of the algorithm (S/T labels, blossoms with base, endpoints, dual variables, the
 * four kinds of dual update).
 *
 * Weights must be integers (safe integers well below 2^51): the slack of an edge is computed as
 * `dual[i] + dual[j] - 2w`, which keeps every dual variable an integer, so the result is exact.
 *
 * With `maxCardinality` the result is a maximum-weight matching among the matchings of maximum
 * cardinality (what Swiss pairing needs: everyone paired first, best quality second).
 */
export type WeightedEdge = readonly [number, number, number];

export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], maxCardinality = false): Int32Array {
  const n = vertexCount;
  const mateOut = new Int32Array(n).fill(-1);
  if (edges.length === 0 || n === 0) return mateOut;

  const nedge = edges.length;
  const edgeI = new Int32Array(nedge);
  const edgeJ = new Int32Array(nedge);
  const edgeW = new Float64Array(nedge);
  let maxWeight = 0;
  for (let k = 0; k < nedge; k += 1) {
    const [i, j, w] = edges[k]!;
    if (i === j || i < 0 || j < 0 || i >= n || j >= n) throw new Error(`bad edge ${i}-${j}`);
    if (!Number.isSafeInteger(w)) throw new Error(`edge weight must be a safe integer, got ${w}`);
    edgeI[k] = i;
    edgeJ[k] = j;
    edgeW[k] = w;
    if (w > maxWeight) maxWeight = w;
  }
  // endpoint[p]: vertex at endpoint p; edge k has endpoints 2k (its i) and 2k+1 (its j).
  const endpoint = new Int32Array(2 * nedge);
  for (let p = 0; p < 2 * nedge; p += 1) endpoint[p] = p % 2 === 0 ? edgeI[p >> 1]! : edgeJ[p >> 1]!;
  // neighbend[v]: remote endpoints of the edges incident to v.
  const degree = new Int32Array(n);
  for (let k = 0; k < nedge; k += 1) {
    degree[edgeI[k]!]! += 1;
    degree[edgeJ[k]!]! += 1;
  }
  const neighStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v += 1) neighStart[v + 1] = neighStart[v]! + degree[v]!;
  const neighFill = neighStart.slice(0, n);
  const neighbend = new Int32Array(2 * nedge);
  for (let k = 0; k < nedge; k += 1) {
    neighbend[neighFill[edgeI[k]!]!++] = 2 * k + 1;
    neighbend[neighFill[edgeJ[k]!]!++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1); // remote endpoint of the matched edge, or -1
  const label = new Int32Array(2 * n); // 0 free, 1 S, 2 T (bit 4 used while scanning)
  const labelend = new Int32Array(2 * n).fill(-1);
  const inblossom = new Int32Array(n);
  for (let v = 0; v < n; v += 1) inblossom[v] = v;
  const blossomparent = new Int32Array(2 * n).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array(2 * n).fill(null);
  const blossombase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v += 1) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array(2 * n).fill(null);
  const bestedge = new Int32Array(2 * n).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array(2 * n).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b -= 1) unusedblossoms.push(b);
  const dualvar = new Float64Array(2 * n);
  for (let v = 0; v < n; v += 1) dualvar[v] = maxWeight;
  const allowedge = new Uint8Array(nedge);
  let queue: number[] = [];

  const slack = (k: number): number => dualvar[edgeI[k]!]! + dualvar[edgeJ[k]!]! - 2 * edgeW[k]!;
  const at = <T>(list: readonly T[], j: number): T => list[j < 0 ? j + list.length : j]!;

  const blossomLeaves = (b: number, out: number[] = []): number[] => {
    if (b < n) out.push(b);
    else for (const t of blossomchilds[b]!) blossomLeaves(t, out);
    return out;
  };

  const assignLabel = (w0: number, t0: number, p0: number): void => {
    let w = w0;
    let t = t0;
    let p = p0;
    for (;;) {
      const b = inblossom[w]!;
      label[w] = t;
      label[b] = t;
      labelend[w] = p;
      labelend[b] = p;
      bestedge[w] = -1;
      bestedge[b] = -1;
      if (t === 1) {
        blossomLeaves(b, queue);
        return;
      }
      // t === 2: the mate of the base becomes an S vertex.
      const base = blossombase[b]!;
      w = endpoint[mate[base]!]!;
      p = mate[base]! ^ 1;
      t = 1;
    }
  };

  const scanBlossom = (v0: number, w0: number): number => {
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
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = edgeI[k]!;
    let w = edgeJ[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = unusedblossoms.pop()!;
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
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    dualvar[b] = 0;
    for (const leaf of blossomLeaves(b)) {
      if (label[inblossom[leaf]!] === 2) queue.push(leaf);
      inblossom[leaf] = b;
    }
    const bestedgeto = new Map<number, number>();
    for (const child of path) {
      const lists: number[][] = [];
      if (blossombestedges[child] === null) {
        for (const leaf of blossomLeaves(child)) {
          const list: number[] = [];
          for (let q = neighStart[leaf]!; q < neighStart[leaf + 1]!; q += 1) list.push(neighbend[q]! >> 1);
          lists.push(list);
        }
      } else lists.push(blossombestedges[child]!);
      for (const list of lists) {
        for (const kk of list) {
          let j = edgeJ[kk]!;
          if (inblossom[j] === b) j = edgeI[kk]!;
          const bj = inblossom[j]!;
          if (bj !== b && label[bj] === 1) {
            const current = bestedgeto.get(bj);
            if (current === undefined || slack(kk) < slack(current)) bestedgeto.set(bj, kk);
          }
        }
      }
      blossombestedges[child] = null;
      bestedge[child] = -1;
    }
    const best = [...bestedgeto.values()];
    blossombestedges[b] = best;
    let be = -1;
    for (const kk of best) if (be === -1 || slack(kk) < slack(be)) be = kk;
    bestedge[b] = be;
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    for (const s of blossomchilds[b]!) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
      else for (const leaf of blossomLeaves(s)) inblossom[leaf] = s;
    }
    if (!endstage && label[b] === 2) {
      const childs = blossomchilds[b]!;
      const endps = blossomendps[b]!;
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
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = 2;
      label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = p;
      labelend[bv] = p;
      bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const leaf of blossomLeaves(bv)) {
          if (label[leaf] !== 0) {
            found = leaf;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[mate[blossombase[bv]!]!]!] = 0;
          assignLabel(found, 2, labelend[found]!);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b]!;
    const endps = blossomendps[b]!;
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
      if (t >= n) augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    blossombase[b] = blossombase[blossomchilds[b]![0]!]!;
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [edgeI[k]!, 2 * k + 1],
      [edgeJ[k]!, 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s]!;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs]!]!;
        const bt = inblossom[t]!;
        s = endpoint[labelend[bt]!]!;
        const j = endpoint[labelend[bt]! ^ 1]!;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt]!;
        p = labelend[bt]! ^ 1;
      }
    }
  };

  for (let stage = 0; stage < n; stage += 1) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < 2 * n; b += 1) blossombestedges[b] = null;
    allowedge.fill(0);
    queue = [];
    for (let v = 0; v < n; v += 1) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop()!;
        for (let q = neighStart[v]!; q < neighStart[v + 1]!; q += 1) {
          const p = neighbend[q]!;
          const k = p >> 1;
          const w = endpoint[p]!;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            if (label[inblossom[w]!] === 0) assignLabel(w, 2, p ^ 1);
            else if (label[inblossom[w]!] === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w]!] === 1) {
            const b = inblossom[v]!;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b]!)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w]!)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = Infinity;
        for (let v = 0; v < n; v += 1) if (dualvar[v]! < delta) delta = dualvar[v]!;
      }
      for (let v = 0; v < n; v += 1) {
        if (label[inblossom[v]!] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v]!);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v]!;
          }
        }
      }
      for (let b = 0; b < 2 * n; b += 1) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b]!) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b]!;
          }
        }
      }
      for (let b = n; b < 2 * n; b += 1) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === 2 && (deltatype === -1 || dualvar[b]! < delta)) {
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
      for (let v = 0; v < n; v += 1) {
        const l = label[inblossom[v]!];
        if (l === 1) dualvar[v] = dualvar[v]! - delta;
        else if (l === 2) dualvar[v] = dualvar[v]! + delta;
      }
      for (let b = n; b < 2 * n; b += 1) {
        if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = dualvar[b]! + delta;
          else if (label[b] === 2) dualvar[b] = dualvar[b]! - delta;
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = edgeI[deltaedge]!;
        if (label[inblossom[i]!] === 0) i = edgeJ[deltaedge]!;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(edgeI[deltaedge]!);
      } else expandBlossom(deltablossom, false);
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b += 1) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && dualvar[b] === 0) expandBlossom(b, true);
    }
  }
  for (let v = 0; v < n; v += 1) mateOut[v] = mate[v]! >= 0 ? endpoint[mate[v]!]! : -1;
  return mateOut;
}
