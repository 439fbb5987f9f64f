import { canonicalJson } from '@captains-log/hashing';
import { GENESIS_HASH, commitmentOf, commitmentsMessage, commitmentsRoot, fileMessage, headMessage } from './format';
import { ReplayFormatError, parseReplay, type ParsedReplay } from './model';
import { applyPatch, clone, deepEqual } from './patch';
import { sha256Hex } from '@captains-log/hashing';

/** Checks an Ed25519 signature: raw public key, message (UTF-8) and signature, both keys base64. */
export type SignatureCheck = (publicKeyRaw: string, message: string, signature: string) => boolean | Promise<boolean>;

export interface ReplayVerification {
  readonly ok: boolean;
  readonly gameId: string | null;
  readonly perspective: string | null;
  readonly steps: number;
  /** frames whose hash was recomputed from their content / only checked for linkage (redacted) */
  readonly recomputed: number;
  readonly linkedOnly: number;
  readonly headHash: string | null;
  readonly keyId: string | null;
  /** the first frame (step) whose link or hash is broken */
  readonly brokenAt: number | null;
  readonly problems: readonly string[];
  readonly checks: {
    readonly chain: boolean;
    readonly head: boolean;
    readonly headSignature: boolean;
    readonly fileSignature: boolean;
    readonly seed: boolean | null;
    /** issue 13: the GameSealed frame names the head it follows and its signature verifies (null: not sealed) */
    readonly seal: boolean | null;
    /** issue 13: every rewind's revealed seed matches the commitment its GameRewound made (null: no rewinds revealed) */
    readonly rewindSeeds: boolean | null;
    readonly checkpoints: boolean;
    /**
     * version 2: every shown frame's content matches its salted commitment, and the commitments'
     * root and signature hold (null: a version 1 file, which has none)
     */
    readonly commitments: boolean | null;
    /** the embedded key equals the trusted one given (null: none given) */
    readonly trustedKey: boolean | null;
  };
}

export interface VerifyOptions {
  /** the server's public key (raw, base64) to trust; without it the embedded key is used and the
   * answer says so */
  readonly trustedPublicKey?: string;
}

/**
 * Verify a replay file: the hash chain frame by frame (recomputing every hash the perspective can,
 * linkage for redacted frames), the head against the last frame, the head's and the file's Ed25519
 * signatures, the seed reveal against its commitment, and every checkpoint against the patches.
 */
export async function verifyReplay(text: string, check: SignatureCheck, options: VerifyOptions = {}): Promise<ReplayVerification> {
  let replay: ParsedReplay;
  try {
    replay = parseReplay(text);
  } catch (err) {
    return {
      ok: false,
      gameId: null,
      perspective: null,
      steps: 0,
      recomputed: 0,
      linkedOnly: 0,
      headHash: null,
      keyId: null,
      brokenAt: err instanceof ReplayFormatError && err.line ? Math.max(0, err.line - 2) : null,
      problems: [(err as Error).message],
      checks: { chain: false, head: false, headSignature: false, fileSignature: false, seed: null, seal: null, rewindSeeds: null, checkpoints: false, commitments: null, trustedKey: null },
    };
  }
  const { header, frames, trailer } = replay;
  const problems: string[] = [];
  let brokenAt: number | null = null;
  let recomputed = 0;
  let linkedOnly = 0;
  const commitmentProblems: string[] = [];
  let prev = GENESIS_HASH;
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i]!;
    const broken = (reason: string) => {
      if (brokenAt === null) {
        brokenAt = i;
        problems.push(`frame ${i} (revision ${f.revision}, ${f.type}): ${reason}`);
      }
    };
    if (f.step !== i || f.revision !== i) broken(`expected step and revision ${i}`);
    if (f.prevHash !== prev) broken(`prevHash ${f.prevHash} does not match the previous frame's hash ${prev}`);
    if (f.stored) {
      const body = canonicalJson({
        id: f.stored.id,
        stream: header.game.stream,
        revision: f.revision,
        type: f.type,
        schemaVersion: f.stored.schemaVersion,
        data: f.event,
        metadata: f.stored.metadata,
      });
      if (f.salt !== undefined && f.commitment !== undefined && commitmentOf(f.salt, body) !== f.commitment) {
        commitmentProblems.push(`frame ${i}: its content does not match its commitment`);
      }
      const hash = sha256Hex(f.prevHash + body);
      if (hash !== f.hash) broken(`hash ${f.hash} does not match the recomputed ${hash}`);
      recomputed++;
    } else linkedOnly++;
    prev = f.hash;
  }
  const chain = brokenAt === null;
  const last = frames[frames.length - 1];
  const head = !!last && header.head.revision === last.revision && header.head.hash === last.hash && header.steps === frames.length;
  if (!head) problems.push(`the header's head (revision ${header.head.revision}, ${header.head.hash}) is not the last frame's`);

  const key = header.publicKey.raw;
  const trustedKey = options.trustedPublicKey === undefined ? null : options.trustedPublicKey === key;
  if (trustedKey === false) problems.push(`the file is signed by key ${header.publicKey.keyId}, not the trusted key`);
  const safeCheck = async (message: string, signature: string) => {
    try {
      return await check(key, message, signature);
    } catch {
      return false;
    }
  };
  const headSignature = await safeCheck(headMessage(header.game.stream, header.head.revision, header.head.hash), header.head.signature);
  if (!headSignature) problems.push('the head signature does not verify');

  let fileSignature = false;
  if (!trailer) problems.push('the end line is missing (truncated file?)');
  else {
    const body = replay.lines.slice(0, -1).join('\n') + '\n';
    const digest = sha256Hex(body);
    if (digest !== trailer.digest) problems.push(`the file's content changed: sha256 ${digest}, signed ${trailer.digest}`);
    else if (!(await safeCheck(fileMessage(trailer.digest), trailer.signature))) problems.push('the file signature does not verify');
    else fileSignature = true;
  }

  let seed: boolean | null = null;
  if (header.seed.reveal !== null) {
    seed = sha256Hex(header.seed.reveal) === header.seed.commitment;
    if (!seed) problems.push('the revealed seed does not match its commitment');
  }

  let commitments: boolean | null = null;
  if (header.version >= 2) {
    const missing = frames.findIndex((f) => typeof f.commitment !== 'string' || (f.stored !== undefined) !== (f.salt !== undefined));
    if (missing >= 0) commitmentProblems.push(`frame ${missing}: its commitment (or the salt of its shown content) is missing`);
    if (!header.commitments) commitmentProblems.push('the header has no commitments');
    else {
      const root = commitmentsRoot(frames.map((f) => f.commitment ?? ''));
      if (root !== header.commitments.root) commitmentProblems.push(`the frames' commitments sum to ${root}, not the header's ${header.commitments.root}`);
      const message = commitmentsMessage(header.game.stream, header.head.revision, header.head.hash, header.commitments.root);
      if (!(await safeCheck(message, header.commitments.signature))) commitmentProblems.push('the commitments signature does not verify');
    }
    commitments = commitmentProblems.length === 0;
    problems.push(...commitmentProblems);
  }

  // issue 13: the seal in the game's own log, and the seeds rewinds committed to
  let seal: boolean | null = null;
  const sealed = frames.find((f) => f.type === 'GameSealed');
  if (sealed) {
    const data = sealed.event as { headRevision?: number; headHash?: string; signature?: string; publicKey?: string } | undefined;
    const named = data && typeof data.headRevision === 'number' ? frames[data.headRevision] : undefined;
    seal =
      !!data &&
      !!named &&
      named.hash === data.headHash &&
      (options.trustedPublicKey === undefined || options.trustedPublicKey === data.publicKey) &&
      (await (async () => {
        try {
          return await check(data.publicKey!, headMessage(header.game.stream, data.headRevision!, data.headHash!), data.signature!);
        } catch {
          return false;
        }
      })());
    if (!seal) problems.push('the GameSealed fact does not name the log’s head or its signature does not verify');
  }
  let rewindSeeds: boolean | null = null;
  const ended = frames.find((f) => f.type === 'GameEnded')?.event as { rewindSeeds?: string[] } | undefined;
  const rewindCommitments = frames.filter((f) => f.type === 'GameRewound').map((f) => (f.event as { seedCommitment?: string } | undefined)?.seedCommitment);
  if (ended?.rewindSeeds && rewindCommitments.length > 0) {
    rewindSeeds = ended.rewindSeeds.length === rewindCommitments.length && ended.rewindSeeds.every((s, i) => sha256Hex(s) === rewindCommitments[i]);
    if (!rewindSeeds) problems.push('a rewind’s revealed seed does not match its commitment');
  }

  let checkpoints = true;
  let board: unknown = null;
  for (let i = 0; i < frames.length && checkpoints; i++) {
    const stored = replay.checkpoints.get(i);
    if (i === 0) board = clone(stored);
    else {
      board = applyPatch(board, frames[i]!.patch ?? []);
      if (stored && !deepEqual(board, stored)) {
        checkpoints = false;
        problems.push(`the checkpoint at step ${i} differs from the patches before it`);
      }
    }
  }
  return {
    ok: chain && head && headSignature && fileSignature && seed !== false && seal !== false && rewindSeeds !== false && checkpoints && commitments !== false && trustedKey !== false,
    gameId: header.game.id,
    perspective: header.perspective,
    steps: frames.length,
    recomputed,
    linkedOnly,
    headHash: header.head.hash,
    keyId: header.publicKey.keyId,
    brokenAt,
    problems,
    checks: { chain, head, headSignature, fileSignature, seed, seal, rewindSeeds, checkpoints, commitments, trustedKey },
  };
}

export interface ReplaySetVerification {
  readonly ok: boolean;
  /** each file on its own */
  readonly files: readonly ReplayVerification[];
  /** the first step at which two files commit to different events (null: they agree) */
  readonly differsAt: number | null;
  readonly problems: readonly string[];
}

/**
 * Verify several files of one game together (issue 14): each on its own, then their salted
 * commitments step by step. A file's hidden frame is checked by another file that shows it (whose
 * content matches the same commitment), and a file kept from before detects a later change to a
 * step it never saw. Names the first step at which the files disagree.
 */
export async function verifyReplaySet(texts: readonly string[], check: SignatureCheck, options: VerifyOptions = {}): Promise<ReplaySetVerification> {
  const files = await Promise.all(texts.map((t) => verifyReplay(t, check, options)));
  const problems: string[] = [];
  files.forEach((f, i) => {
    if (!f.ok) problems.push(`file ${i + 1} (${f.perspective ?? '?'}): ${f.problems[0] ?? 'does not verify'}`);
  });
  const parsed = texts.map((t) => {
    try {
      return parseReplay(t);
    } catch {
      return null;
    }
  });
  const readable = parsed.filter((p): p is ParsedReplay => p !== null);
  const games = new Set(readable.map((p) => p.header.game.stream));
  let differsAt: number | null = null;
  if (games.size > 1) problems.push(`the files are of different games: ${[...games].join(', ')}`);
  else if (readable.length > 1) {
    const steps = Math.max(...readable.map((p) => p.frames.length));
    for (let step = 0; step < steps && differsAt === null; step++) {
      const frames = readable.map((p) => p.frames[step]);
      const committed = new Set(frames.map((f) => f?.commitment ?? null));
      if (committed.size > 1) {
        differsAt = step;
        const blind = readable.filter((_, i) => frames[i] && frames[i]!.stored === undefined).map((p) => p.header.perspective);
        const where = blind.length ? ` (the log changed at a step ${blind.join(', ')} cannot see)` : '';
        problems.unshift(`step ${step}: the files commit to different events${where}`);
      }
    }
  }
  return { ok: problems.length === 0, files, differsAt, problems };
}
