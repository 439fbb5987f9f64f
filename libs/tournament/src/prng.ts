/**
 * Deterministic randomness for tournaments. Every random choice (first-round order, in-group
 * pairing preferences, the last standings tiebreak) is drawn from a stream derived from the seed
 * recorded in `TournamentCreated` and a label naming the purpose, so a replay of the events (or a
 * re-run of `decide`) gives the same pairings. Never Math.random, never the clock.
 */

/** cyrb128: a fast 128-bit string hash (public domain), used to turn seed+label into PRNG state. */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export interface Prng {
  /** Uniform 32-bit unsigned integer. */
  nextUint32(): number;
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, bound). */
  int(bound: number): number;
}

/** sfc32 (Small Fast Counting, public domain) seeded from hash128(seed + '|' + label). */
export function createPrng(seed: string, label: string): Prng {
  let [a, b, c, d] = hash128(`${seed}|${label}`);
  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i += 1) nextUint32();
  return {
    nextUint32,
    next: () => nextUint32() / 4294967296,
    int: (bound: number) => Math.floor((nextUint32() / 4294967296) * bound),
  };
}

/** Fisher–Yates shuffle of a copy. */
export function shuffled<T>(items: readonly T[], prng: Prng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = prng.int(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

/** A stable per-player random value in [0, 2^32) for the last standings tiebreak. */
export function playerTiebreakValue(seed: string, playerId: string): number {
  return hash128(`${seed}|standings-tiebreak|${playerId}`)[0];
}
