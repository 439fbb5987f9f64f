import { Rng, rngFromSeed } from './prng';

describe('PRNG (state lives in the game state)', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = new Rng(rngFromSeed('seed-a'));
    const b = new Rng(rngFromSeed('seed-a'));
    const c = new Rng(rngFromSeed('seed-b'));
    const seqA = Array.from({ length: 20 }, () => a.uint32());
    expect(Array.from({ length: 20 }, () => b.uint32())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.uint32())).not.toEqual(seqA);
  });

  it('resumes from a stored state', () => {
    const a = new Rng(rngFromSeed('resume'));
    a.uint32();
    const saved = a.state;
    const expected = a.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Rng(saved).shuffle([1, 2, 3, 4, 5, 6, 7, 8])).toEqual(expected);
  });

  it('int(n) is uniform enough', () => {
    const rng = new Rng(rngFromSeed('uniform'));
    const counts = [0, 0, 0];
    for (let i = 0; i < 30000; i += 1) counts[rng.int(3)]! += 1;
    for (const count of counts) expect(Math.abs(count - 10000)).toBeLessThan(500);
  });
});
