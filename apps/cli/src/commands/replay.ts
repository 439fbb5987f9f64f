import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseReplay, printReplay, verifyReplaySet, type ReplayVerification, type SignatureCheck } from '@captains-log/replay';
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
  usage: 'replay verify <file> [<file of the same game> ...] [--key <pem file | base64 | http://host/keys/replay>] [--json]',
  summary:
    'check replay files: hash chain (first broken frame), head and file signatures, seed reveal, checkpoints, salted commitments; with several files of one game, that they commit to the same log (a change to a step one file cannot see)',
  run: async (args, io) => {
    if (args.positional.length === 0) throw new UsageError('name a replay file');
    const texts = args.positional.map((p) => readReplay(p));
    const key = await trustedKey(args.options.key);
    const set = await verifyReplaySet(texts, nodeCheck, { trustedPublicKey: key });
    if (args.options.json) {
      io.out(JSON.stringify(texts.length === 1 ? set.files[0] : set, null, 2));
      return set.ok ? 0 : 1;
    }
    set.files.forEach((result, i) => report(result, args.positional[i]!, io));
    if (texts.length > 1) {
      io.out(`${set.ok ? 'AGREE' : 'DISAGREE'}: ${texts.length} files${set.differsAt === null ? ' commit to the same log' : `, first different step ${set.differsAt}`}`);
      for (const p of set.problems.filter((p) => p.startsWith('step ') || p.startsWith('the files'))) io.err(`  ${p}`);
    }
    return set.ok ? 0 : 1;
  },
};

function report(result: ReplayVerification, file: string, io: { out(line: string): void; err(line: string): void }): void {
  const mark = (ok: boolean | null) => (ok === null ? '–' : ok ? 'ok' : 'FAILED');
  io.out(`${result.ok ? 'VERIFIED' : 'NOT VERIFIED'}: ${file}: game ${result.gameId ?? '?'}, ${result.perspective ?? '?'} perspective, ${result.steps} frames`);
  io.out(`  hash chain        ${mark(result.checks.chain)} (${result.recomputed} hashes recomputed, ${result.linkedOnly} redacted frames checked by linkage)`);
  io.out(`  head              ${mark(result.checks.head)} ${result.headHash ?? ''}`);
  io.out(`  head signature    ${mark(result.checks.headSignature)} (key ${result.keyId ?? '?'}${result.checks.trustedKey === null ? ', embedded in the file: pass --key to check it is the server’s' : result.checks.trustedKey ? ', the trusted key' : ', NOT the trusted key'})`);
  io.out(`  file signature    ${mark(result.checks.fileSignature)}`);
  io.out(`  seed reveal       ${mark(result.checks.seed)}`);
  io.out(`  seal              ${mark(result.checks.seal)} (GameSealed: the log's head signed when the game ended)`);
  io.out(`  rewind seeds      ${mark(result.checks.rewindSeeds)}`);
  io.out(`  checkpoints       ${mark(result.checks.checkpoints)}`);
  io.out(`  commitments       ${mark(result.checks.commitments)}${result.checks.commitments === null ? ' (a version 1 file has none)' : ''}`);
  if (result.brokenAt !== null) io.out(`  first broken frame: ${result.brokenAt}`);
  for (const p of result.problems) io.err(`  ${p}`);
}

export const replayPrintCommand: Command = {
  path: ['replay', 'print'],
  usage: 'replay print <file> [--rules]',
  summary: 'print a replay file as a readable turn-by-turn log (--rules adds each event’s rule reference)',
  run: (args, io) => {
    io.out(printReplay(parseReplay(readReplay(args.positional[0])), { rules: args.options.rules === true }).trimEnd());
    return 0;
  },
};
