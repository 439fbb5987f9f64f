import { createHash } from 'node:crypto';
import { portableSha256Hex, sha256Bytes, sha256Hex, sha256HexOfBytes, sha256HexOfLines } from './sha256';

describe('sha256 (pure implementation, used in browsers and for the seed commitment)', () => {
  it.each(['', 'abc', 'captain’s log ✨', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(1000)])('matches node:crypto for %j', (text) => {
    expect(portableSha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(sha256Hex(text)).toBe(portableSha256Hex(text));
  });

  it('matches node:crypto on long texts of every block remainder (replay files are megabytes)', () => {
    let text = '';
    for (let i = 0; text.length < 300_000; i += 1) text += `${i % 7 === 0 ? 'é✨' : ''}line ${i};`;
    for (const length of [300_000, 299_999, 131_072, 65_537, 64, 63, 120, 119]) {
      const slice = text.slice(0, length);
      expect(portableSha256Hex(slice)).toBe(createHash('sha256').update(slice, 'utf8').digest('hex'));
    }
  });

  it('hashes lines, each ended by a newline, as the text they make', () => {
    for (const lines of [[], [''], ['a'], ['{"a":1}', 'é✨', '', 'x'.repeat(70)]]) {
      const text = lines.length > 0 ? `${lines.join('\n')}\n` : '';
      expect(sha256HexOfLines(lines)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    }
  });

  it('hashes bytes as node:crypto and this file’s own SHA-256 do', () => {
    for (const text of ['', 'a', 'é✨ › x'.repeat(40)]) {
      const bytes = new TextEncoder().encode(text);
      const hex = createHash('sha256').update(bytes).digest('hex');
      expect(sha256HexOfBytes(bytes)).toBe(hex);
      expect(Buffer.from(sha256Bytes(bytes)).toString('hex')).toBe(hex);
    }
  });
});
