import { canonicalJson } from '@captains-log/hashing';
import { GENESIS_HASH, eventHash, hashedBody, type HashedFields } from './hash-chain';

// Stored events must verify forever: these hashes were computed by the first version of the store
// (canonicalJson of the whole object), before the body was assembled from its parts.
const event = {
  id: '6f1c2a52-3b0e-4e55-9a47-0c6d1f8b9e21',
  stream: 'game-42',
  revision: 7,
  type: 'CardMoved',
  schemaVersion: 2,
  data: { '\u20ac': 'euro', b: [1, 2.5, -0, 1e21, null, { z: true, a: 'Kirk \u2014 "Captain"' }], a: { y: undefined, x: '\n' } },
  metadata: { actor: 'player:1', rule: '1E rulebook › X', recordedAt: '2026-03-14T10:00:00.000Z', extra: undefined },
} as unknown as HashedFields;

describe('event hash (DESIGN.md › Event store › Integrity)', () => {
  it('keeps the hashes of events stored by earlier versions', () => {
    expect(eventHash(GENESIS_HASH, event)).toBe('cb835bcae866f4de1e869d6b70d383c2111a647d20071725a0e569aad88741de');
    expect(eventHash('a'.repeat(64), event)).toBe('634c060625b532b300933978a2119930db80c77bf6d0038bb53c555ac3455f31');
  });

  it('assembles exactly the canonical JSON of the hashed fields, with or without the data given', () => {
    const { id, stream, revision, type, schemaVersion, data, metadata } = event;
    const whole = canonicalJson({ id, stream, revision, type, schemaVersion, data, metadata });
    expect(hashedBody(event)).toBe(whole);
    expect(hashedBody(event, canonicalJson(data))).toBe(whole);
    expect(eventHash(GENESIS_HASH, event, canonicalJson(data))).toBe(eventHash(GENESIS_HASH, event));
  });
});
