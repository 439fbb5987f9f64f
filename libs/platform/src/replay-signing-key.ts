import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyIdOf, type ReplaySigner, type SignatureCheck } from '@captains-log/replay';

/** The Ed25519 key that signs replay heads and files (README › Replays › Signing key). */
export interface ReplaySigningKey extends ReplaySigner {
  readonly keyId: string;
  readonly publicKeyPem: string;
  /** env: SIGNING_PRIVATE_KEY; file: DATA_DIR/keys/replay-signing-ed25519.pem (generated once) */
  readonly source: 'env' | 'file' | 'generated';
  readonly path: string | null;
  /** the key itself, for the replay build thread (replay-build-thread.ts: a KeyObject crosses to a worker thread
   * without being exported; its inspection shows no key material) */
  readonly privateKey: KeyObject;
}

export const REPLAY_KEY_FILE = join('keys', 'replay-signing-ed25519.pem');

/**
 * SIGNING_PRIVATE_KEY (a PKCS#8 PEM; "\n" escapes allowed) wins. Otherwise the key under DATA_DIR,
 * created on first use with O_EXCL so an api and a worker starting together on one DATA_DIR agree on
 * one key. Processes on different machines must share SIGNING_PRIVATE_KEY.
 */
export function loadReplaySigningKey(env: { SIGNING_PRIVATE_KEY?: string }, dataDir: string): ReplaySigningKey {
  if (env.SIGNING_PRIVATE_KEY) return fromPrivate(parse(env.SIGNING_PRIVATE_KEY.replace(/\\n/g, '\n'), 'SIGNING_PRIVATE_KEY'), 'env', null);
  const path = join(dataDir, REPLAY_KEY_FILE);
  try {
    return fromPrivate(parse(readFileSync(path, 'utf8'), path), 'file', path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { privateKey } = generateKeyPairSync('ed25519');
  mkdirSync(join(dataDir, 'keys'), { recursive: true });
  try {
    writeFileSync(path, privateKey.export({ format: 'pem', type: 'pkcs8' }), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fromPrivate(parse(readFileSync(path, 'utf8'), path), 'file', path);
    throw err;
  }
  return fromPrivate(privateKey, 'generated', path);
}

function parse(pem: string, where: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (err) {
    throw new Error(`${where}: not a private key in PEM (${(err as Error).message})`);
  }
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`${where}: an Ed25519 key is needed, not ${key.asymmetricKeyType}`);
  return key;
}

function fromPrivate(privateKey: KeyObject, source: ReplaySigningKey['source'], path: string | null): ReplaySigningKey {
  const publicKey = createPublicKey(privateKey);
  const publicKeyRaw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
  return {
    publicKeyRaw,
    keyId: keyIdOf(publicKeyRaw),
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    source,
    path,
    privateKey,
    sign: (message) => sign(null, Buffer.from(message, 'utf8'), privateKey).toString('base64'),
  };
}

/** Ed25519 verification with node:crypto, for libs/replay's verifier. */
export const nodeSignatureCheck: SignatureCheck = (publicKeyRaw, message, signature) =>
  verify(
    null,
    Buffer.from(message, 'utf8'),
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKeyRaw, 'base64').toString('base64url') }, format: 'jwk' }),
    Buffer.from(signature, 'base64'),
  );
