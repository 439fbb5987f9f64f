import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseReplay, printReplay, verifyReplay, type SignatureCheck } from '@captains-log/replay';
import { UsageError, type Command } from '../command-registry';

const nodeCheck: SignatureCheck = (raw, message, signature) =>
  verify(
    null,
    Buffer.from(message, 'utf8'),
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw, 'base64').toString('base64url') }, format: 'jwk' }),
    Buffer.from(signature, 'base64'),
  );

function readReplay(path: string | undefined): string {
  if (!path) throw new UsageError('name a replay file');
  return readFileSync(path, 'utf8');
}

/** --key: a raw base64 key, a PEM file, or the api's /keys/replay URL. */
async function trustedKey(option: string | true | undefined): Promise<string | undefined> {
  if (option === undefined) return undefined;
  if (option === true) throw new UsageError('--key needs a value: a PEM file, a base64 raw key or http(s)://host/keys/replay');
  if (/^https?:\/\//.test(option)) {
    const res = await fetch(option);
    if (!res.ok) throw new Error(`${option}: ${res.status}`);
    return ((await res.json()) as { raw: string }).raw;
  }
  if (/^[A-Za-z0-9+/]{43}=$/.test(option)) return option;
  const key = createPublicKey(readFileSync(option, 'utf8'));
  return Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
}

export const replayVerifyCommand: Command = {
  path: ['replay', 'verify'],
  usage: 'replay verify <file> [--key <pem file | base64 | http://host/keys/replay>] [--json]',
  summary: 'check a replay file: hash chain (first broken frame), head and file signatures, seed reveal, checkpoints',
  run: async (args, io) => {
    const text = readReplay(args.positional[0]);
    const key = await trustedKey(args.options.key);
    const result = await verifyReplay(text, nodeCheck, { trustedPublicKey: key });
    if (args.options.json) {
      io.out(JSON.stringify(result, null, 2));
      return result.ok ? 0 : 1;
    }
    const mark = (ok: boolean | null) => (ok === null ? '–' : ok ? 'ok' : 'FAILED');
    io.out(`${result.ok ? 'VERIFIED' : 'NOT VERIFIED'}: game ${result.gameId ?? '?'}, ${result.perspective ?? '?'} perspective, ${result.steps} frames`);
    io.out(`  hash chain        ${mark(result.checks.chain)} (${result.recomputed} hashes recomputed, ${result.linkedOnly} redacted frames checked by linkage)`);
    io.out(`  head              ${mark(result.checks.head)} ${result.headHash ?? ''}`);
    io.out(`  head signature    ${mark(result.checks.headSignature)} (key ${result.keyId ?? '?'}${result.checks.trustedKey === null ? ', embedded in the file: pass --key to check it is the server’s' : result.checks.trustedKey ? ', the trusted key' : ', NOT the trusted key'})`);
    io.out(`  file signature    ${mark(result.checks.fileSignature)}`);
    io.out(`  seed reveal       ${mark(result.checks.seed)}`);
    io.out(`  seal              ${mark(result.checks.seal)} (GameSealed: the log's head signed when the game ended)`);
    io.out(`  rewind seeds      ${mark(result.checks.rewindSeeds)}`);
    io.out(`  checkpoints       ${mark(result.checks.checkpoints)}`);
    if (result.brokenAt !== null) io.out(`  first broken frame: ${result.brokenAt}`);
    for (const p of result.problems) io.err(`  ${p}`);
    return result.ok ? 0 : 1;
  },
};

export const replayPrintCommand: Command = {
  path: ['replay', 'print'],
  usage: 'replay print <file> [--rules]',
  summary: 'print a replay file as a readable turn-by-turn log (--rules adds each event’s rule reference)',
  run: (args, io) => {
    io.out(printReplay(parseReplay(readReplay(args.positional[0])), { rules: args.options.rules === true }).trimEnd());
    return 0;
  },
};
