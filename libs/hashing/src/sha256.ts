/**
 * SHA-256 (FIPS 180-4) of a UTF-8 string, hex-encoded. Written here rather than importing
 * node:crypto so the engine and replay files run anywhere (browser replay viewer, workers) with no
 * platform dependency; sha256.spec.ts checks it against node:crypto. Under Node, sha256Hex uses
 * Node's own implementation (found at run time, no import).
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

const W = new Int32Array(64);

export function sha256Bytes(message: Uint8Array): Uint8Array {
  // Whole blocks are read from the message itself; only the last one or two are copied to pad.
  const whole = message.length - (message.length % 64);
  const tailLength = message.length % 64 < 56 ? 64 : 128;
  const tail = new Uint8Array(tailLength);
  tail.set(message.subarray(whole));
  tail[message.length - whole] = 0x80;
  const bitLength = message.length * 8;
  const tailView = new DataView(tail.buffer);
  tailView.setUint32(tailLength - 8, Math.floor(bitLength / 0x100000000));
  tailView.setUint32(tailLength - 4, bitLength >>> 0);
  // Plain locals and 32-bit integer arithmetic (| 0) throughout: no allocation per block.
  let h0 = 0x6a09e667 | 0;
  let h1 = 0xbb67ae85 | 0;
  let h2 = 0x3c6ef372 | 0;
  let h3 = 0xa54ff53a | 0;
  let h4 = 0x510e527f | 0;
  let h5 = 0x9b05688c | 0;
  let h6 = 0x1f83d9ab | 0;
  let h7 = 0x5be0cd19 | 0;
  const w = W;
  for (let block = 0; block < whole + tailLength; block += 64) {
    const data = block < whole ? message : tail;
    const offset = block < whole ? block : block - whole;
    for (let i = 0; i < 16; i += 1) {
      const at = offset + i * 4;
      w[i] = (data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!;
    }
    for (let i = 16; i < 64; i += 1) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0;
    let b = h1;
    let c = h2;
    let d = h3;
    let e = h4;
    let f = h5;
    let g = h6;
    let hh = h7;
    for (let i = 0; i < 64; i += 1) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + s1 + ch + K[i]! + w[i]!) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (s0 + maj) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + hh) | 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  [h0, h1, h2, h3, h4, h5, h6, h7].forEach((word, i) => outView.setInt32(i * 4, word));
  return out;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** SHA-256 of a UTF-8 string, hex: the platform's own when it has one (Node), else this file's. */
export function sha256Hex(text: string): string {
  // crypto.hash (Node 20.12 and later): one call, no Hash object (a replay build hashes two short
  // texts per event)
  if (nodeCrypto?.hash) return nodeCrypto.hash('sha256', text, 'hex');
  return nodeCrypto ? nodeCrypto.createHash('sha256').update(text, 'utf8').digest('hex') : portableSha256Hex(text);
}

/**
 * SHA-256 of the text made of `lines`, each followed by a newline (`${lines.join('\n')}\n`), hex.
 * Under Node the lines are hashed one after the other, without making that text: a replay file's
 * digest covers megabytes of lines, and joining them costs more than hashing them.
 */
export function sha256HexOfLines(lines: readonly string[]): string {
  if (!nodeCrypto) return portableSha256Hex(lines.length > 0 ? `${lines.join('\n')}\n` : '');
  const hash = nodeCrypto.createHash('sha256');
  for (const line of lines) hash.update(line, 'utf8').update('\n', 'utf8');
  return hash.digest('hex');
}

/** SHA-256 of bytes, hex (a replay file written as bytes, issue 17). */
export function sha256HexOfBytes(bytes: Uint8Array): string {
  if (nodeCrypto) return nodeCrypto.createHash('sha256').update(bytes).digest('hex');
  let hex = '';
  for (const byte of sha256Bytes(bytes)) hex += HEX[byte]!;
  return hex;
}

/** This file's SHA-256, hex (what browsers run; sha256.spec.ts checks it against node:crypto). */
export function portableSha256Hex(text: string): string {
  let hex = '';
  for (const byte of sha256Bytes(utf8(text))) hex += HEX[byte]!;
  return hex;
}

interface NodeHash {
  update(text: string, encoding: 'utf8'): NodeHash;
  update(bytes: Uint8Array): NodeHash;
  digest(encoding: 'hex'): string;
}

interface NodeCrypto {
  createHash(algorithm: 'sha256'): NodeHash;
  /** one-shot hash of a string (UTF-8) or bytes; Node 20.12 and later */
  hash?(algorithm: 'sha256', data: string, outputEncoding: 'hex'): string;
}

/**
 * Node's crypto module when this runs under Node (process.getBuiltinModule needs no import, so the
 * browser build is unaffected): about 20 times faster on the megabytes of a replay file.
 */
const nodeCrypto = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;
