import { CanonicalText, canonicalJson } from './canonical-json';

// RFC 8785 (JSON Canonicalization Scheme) › 3.2.2 and 3.2.3, with the RFC's own examples.
describe('canonicalJson (RFC 8785)', () => {
  it('sorts object members by UTF-16 code units, recursively, without whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}',
    );
    // RFC 8785 § 3.2.3 sorting example: keys compared as UTF-16 code units, not code points
    const sorted = canonicalJson({
      '\u20ac': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      '\u00f6': 'Latin Small Letter O With Diaeresis',
    });
    // (values read in text order: JSON.parse would put the integer-like key '1' first)
    expect([...sorted.matchAll(/:"([^"]*)"/g)].map((m) => m[1])).toEqual([
      'Carriage Return',
      'One',
      'Control',
      'Latin Small Letter O With Diaeresis',
      'Euro Sign',
      'Emoji: Grinning Face',
      'Hebrew Letter Dalet With Dagesh',
    ]);
  });

  it('serialises numbers the ECMAScript way (RFC 8785 § 3.2.2.3)', () => {
    // eslint-disable-next-line no-loss-of-precision -- the RFC's example literal, on purpose
    expect(canonicalJson([333333333.33333329, 1e30, 4.5, 0.002, 1e-27, -0, 1e21, 1e20])).toBe(
      '[333333333.3333333,1e+30,4.5,0.002,1e-27,0,1e+21,100000000000000000000]',
    );
  });

  it('escapes strings minimally (RFC 8785 § 3.2.2.2)', () => {
    expect(canonicalJson({ s: '\u20ac$\u000f\nA\'B"\\\\"/' })).toBe('{"s":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}');
  });

  it('drops undefined members and rejects values that are not JSON', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
    expect(() => canonicalJson({ n: Number.POSITIVE_INFINITY })).toThrow(/\$\.n: Infinity is not a JSON number/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/function is not JSON/);
  });

  it('copies a CanonicalText as it is, wherever it is placed', () => {
    const inner = { z: [1, { b: 2, a: undefined }], y: 'é' };
    const text = new CanonicalText(canonicalJson(inner));
    expect(canonicalJson({ b: text, a: [text] })).toBe(canonicalJson({ b: inner, a: [inner] }));
  });
});
