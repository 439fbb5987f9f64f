/**
 * Deterministic PRNG (sfc32: small, fast, 128-bit state). Its state is four uint32 words kept in
 * the game state and in the secret part of every event that consumed randomness, so `evolve`
 * never re-runs a draw and the log alone rebuilds the state. Seeded from SHA-256 of the game's
 * secret seed (DESIGN.md › The engine: a decider › Randomness).
 */
import { sha256Bytes } from '@captains-log/hashing';

export type RngState = readonly [number, number, number, number];

export function rngFromSeed(seed: string): RngState {
  const digest = sha256Bytes(new TextEncoder().encode(`captains-log/prng/v1:${seed}`));
  const view = new DataView(digest.buffer);
  let state: RngState = [view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)];
  // Discard a few outputs so similar seeds diverge (sfc32's recommended warm-up).
  for (let i = 0; i < 12; i += 1) state = next(state)[1];
  return state;
}

/** One 32-bit output and the following state. */
export function next(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b >>> 0, c, d]];
}

/** A mutable cursor over the PRNG for one decision; read `.state` afterwards. */
export class Rng {
  constructor(public state: RngState) {}

  uint32(): number {
    const [value, following] = next(this.state);
    this.state = following;
    return value;
  }

  /** Uniform integer in [0, n) by rejection sampling (no modulo bias). */
  int(n: number): number {
    if (n <= 0 || !Number.isInteger(n)) throw new RangeError(`Rng.int(${n})`);
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const value = this.uint32();
      if (value < limit) return value % n;
    }
  }

  /** Fisher–Yates; returns a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}
