import { createHash } from 'node:crypto';
import { sha256Hex } from './sha256';

describe('sha256 (pure implementation used for the seed commitment)', () => {
  it.each(['', 'abc', 'captain’s log ✨', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(1000)])('matches node:crypto for %j', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });
});
