/**
 * The replay file format, version 1 (README › Replays describes it for people; this is the
 * reference). A replay file is UTF-8 text, one JSON value per line (JSON Lines), each line RFC 8785
 * canonical JSON, every line ending with "\n":
 *
 *   line 1            ReplayHeader            what the game was, who played, how it ended, the signed head
 *   then, per step    ReplayFrame             one event of the game's log, as the perspective may see it
 *                     ReplayCheckpoint        after the frames of steps 0, K, 2K, … and the last step:
 *                                             the whole board, so seeking replays at most K-1 patches
 *   last line         ReplayTrailer           sha256 of every line before it and its Ed25519 signature
 *
 * Step n is the game after event n (revision n). A frame carries the board patch from step n-1 to
 * step n; the board is the engine's view for the perspective (engine `view`, cards by blueprint id,
 * see board.ts), so the file needs no rules engine to show.
 *
 * Integrity, two layers:
 *   - the log's hash chain: each frame carries the stored event's prevHash and hash
 *     (hash = sha256(prevHash || RFC 8785 canonical event), as libs/event-store). Frames whose event
 *     the perspective shows unchanged also carry the stored id, schemaVersion and metadata, so the
 *     hash is recomputed; redacted frames can only be checked for linkage. The head (last revision
 *     and hash) is signed with the server's Ed25519 key: header.head.signature over
 *     headMessage(stream, revision, hash).
 *   - the file: the trailer signs sha256 of every preceding byte (fileMessage(digest)), so a change
 *     anywhere (a redacted frame, a board, the header) fails verification.
 *
 *   - salted commitments (version 2, issue 14): every frame of every perspective carries
 *     commitment = sha256(salt || canonical stored event), the event as the log holds it, hidden
 *     parts included. A frame shown unchanged also carries its salt, so the verifier recomputes
 *     the commitment; a redacted frame carries the commitment alone, which reveals nothing (the
 *     salt is 32 secret bytes only the server can derive: sha256 of its signature over
 *     saltMessage). Every perspective of one game holds the same commitments, summed up in
 *     header.commitments.root (sha256 of the commitments in step order) and signed there. Two files
 *     of a game — the seat file a player kept and the director's file, or the opponent's — that
 *     disagree about a step name it (verifyReplaySet): a change to a frame one perspective cannot
 *     see is detected by another that can, or by the files kept from before.
 *
 * Determinism: the same log, key and engine give byte-identical files (no build time inside;
 * canonical JSON; Ed25519 signatures are deterministic).
 */
import type { GameResult, PlayerId } from '@captains-log/engine';
import type { Card } from '@captains-log/cards';
import { canonicalJson, sha256Hex } from '@captains-log/hashing';

export const REPLAY_FORMAT = 'captains-log-replay';
export const REPLAY_VERSION = 2;
/** Versions this reader reads (1: before salted commitments). */
export const READABLE_VERSIONS: readonly number[] = [1, 2];
/** Checkpoint interval (steps) unless the builder is told otherwise. */
export const DEFAULT_CHECKPOINT_EVERY = 64;
export const GENESIS_HASH = '0'.repeat(64);

/** public: what spectators saw; p1/p2: that seat's view; full: everything (the director's view). */
export type Perspective = 'public' | 'p1' | 'p2' | 'full';
export const PERSPECTIVES: readonly Perspective[] = ['public', 'p1', 'p2', 'full'];

export interface GameSettings {
  readonly openAfterEnd: boolean;
  readonly spectators: boolean;
}

/** Perspectives a game's replay exists in: `full` only when the settings open the record at the end. */
export function perspectivesFor(settings: GameSettings): Perspective[] {
  return settings.openAfterEnd === false ? ['public', 'p1', 'p2'] : ['public', 'p1', 'p2', 'full'];
}

export interface DeckEntry {
  readonly blueprint: string;
  readonly title: string;
  readonly zone: string;
  readonly count: number;
}

export interface ReplayHeader {
  readonly kind: 'header';
  readonly format: typeof REPLAY_FORMAT;
  readonly version: number;
  readonly perspective: Perspective;
  /** every perspective this game's replay exists in */
  readonly perspectives: readonly Perspective[];
  readonly game: {
    readonly id: string;
    readonly stream: string;
    /** recordedAt of the first and the last event (the game's own times, not the build's) */
    readonly startedAt: string | null;
    readonly endedAt: string | null;
    readonly tournament: { readonly id: string; readonly round: number } | null;
    readonly settings: GameSettings;
  };
  /** deck format the game was played in when known (tournament games), else null */
  readonly gameFormat: string | null;
  readonly players: readonly { readonly seat: PlayerId; readonly handle: string; readonly name: string }[];
  /** per seat: card count, and the list when this perspective may see it */
  readonly decks: Readonly<Record<PlayerId, { readonly cards: number; readonly list: readonly DeckEntry[] | null }>>;
  /** which rules built the events: the engine package and version, the event schema */
  readonly rules: { readonly engine: string; readonly version: string; readonly eventSchema: number };
  readonly result: GameResult | null;
  /** seed commitment (GameCreated) and reveal (GameEnded); sha256(reveal) must equal commitment */
  readonly seed: { readonly commitment: string; readonly reveal: string | null };
  /** last revision of the log, its hash and the Ed25519 signature of headMessage(...) (base64) */
  readonly head: { readonly revision: number; readonly hash: string; readonly signature: string };
  /** the signer: raw 32-byte Ed25519 public key (base64) and its id (first 16 hex of its sha256) */
  readonly publicKey: { readonly alg: 'Ed25519'; readonly raw: string; readonly keyId: string };
  /**
   * Version 2: sha256 of every frame's commitment in step order (the same in every perspective),
   * and the Ed25519 signature (base64) of commitmentsMessage(stream, head revision, head hash, root).
   */
  readonly commitments?: { readonly alg: 'sha256(salt||event)'; readonly root: string; readonly signature: string };
  readonly steps: number;
  readonly checkpointEvery: number;
  /** first step of every turn */
  readonly turns: readonly { readonly turn: number; readonly player: PlayerId; readonly step: number }[];
  /** the cards (by blueprint id) this perspective sees somewhere in the file */
  readonly cards: Readonly<Record<string, Card>>;
}

/** A board patch operation: set a member, delete a member, splice an array. */
export type PatchOp =
  | readonly ['s', readonly (string | number)[], unknown]
  | readonly ['d', readonly (string | number)[]]
  | readonly ['a', readonly (string | number)[], number, number, readonly unknown[]];

export interface ReplayFrame {
  readonly kind: 'frame';
  readonly step: number;
  readonly revision: number;
  readonly type: string;
  readonly recordedAt: string | null;
  /** turn number and turn player after the event (null while seeding); phase after the event */
  readonly turn: number | null;
  readonly player: PlayerId | null;
  readonly phase: string;
  /** who caused it: the command's actor (p1, p2, director, system) */
  readonly actor: string | null;
  readonly rule: string | null;
  /** plain-language line for the event list */
  readonly text: string;
  /** card instances the step names or moves (for highlighting) */
  readonly cards: readonly string[];
  readonly manual?: true;
  readonly dispute?: true;
  /** issue 13: a judge's step (call, pause, ruling, rewind, penalty, seal) — its own kind of step */
  readonly judge?: true;
  /** issue 13: the ruling this step belongs to (RulingMade and the facts of its remedy) */
  readonly ruling?: string;
  /** issue 13: a later rewind took this step out of effect (the rewound branch, kept visible) */
  readonly rewound?: true;
  /** the event's data as the perspective may see it */
  readonly event: unknown;
  /** present when `event` is the stored data unchanged: what else the hash covers */
  readonly stored?: { readonly id: string; readonly schemaVersion: number; readonly metadata: unknown };
  readonly prevHash: string;
  readonly hash: string;
  /** version 2: sha256(salt || canonical stored event) — the event as the log holds it */
  readonly commitment?: string;
  /** version 2, only with `stored`: the salt, so the commitment can be recomputed from the content */
  readonly salt?: string;
  /** board patch from step-1 (absent at step 0, which always has a checkpoint) */
  readonly patch?: readonly PatchOp[];
}

export interface ReplayCheckpoint {
  readonly kind: 'checkpoint';
  readonly step: number;
  readonly board: Board;
}

export interface ReplayTrailer {
  readonly kind: 'end';
  readonly steps: number;
  /** sha256 (hex) of every byte of the file before this line */
  readonly digest: string;
  /** Ed25519 signature (base64) of fileMessage(digest) */
  readonly signature: string;
}

export type ReplayLine = ReplayHeader | ReplayFrame | ReplayCheckpoint | ReplayTrailer;

/** A card on the board: by instance and blueprint (header.cards), or hidden from this perspective. */
export type BoardCard =
  | {
      readonly iid: string;
      readonly owner: PlayerId;
      readonly bp: string;
      readonly faceUp: boolean;
      readonly stopped?: true;
      readonly misSeed?: string;
      readonly countdown?: number;
      /** Rotation damage markers on a ship or facility (1E rulebook › DAMAGE AND REPAIRS › ROTATION DAMAGE). */
      readonly damage?: number;
    }
  | { readonly hidden: true; readonly owner: PlayerId };

/** The engine's PlayerView without what never changes (names, commitment) and with cards by blueprint. */
export interface Board {
  readonly phase: string;
  readonly dilemmaStage: number | null;
  readonly startingPlayer: PlayerId | null;
  readonly seed?: string;
  readonly turn: unknown;
  readonly awaiting: readonly unknown[];
  readonly score: Record<PlayerId, { readonly points: number; readonly bonus: number }>;
  readonly locations: Readonly<Record<string, { readonly id: string; readonly quadrant: string; readonly name: string; readonly region?: string; readonly missions: readonly string[] }>>;
  readonly spacelines: Readonly<Record<string, readonly string[]>>;
  readonly zones: Readonly<Record<string, readonly BoardCard[]>>;
  readonly pendingManual: unknown;
  readonly disputes: readonly { readonly effect: string; readonly by: PlayerId; readonly reason: string }[];
  readonly timeCalled: unknown;
  readonly result: GameResult | null;
}

/** What the head signature signs. */
export function headMessage(stream: string, revision: number, hash: string): string {
  return `captains-log replay head v1\n${stream}\n${revision}\n${hash}`;
}

/** What the server signs to derive a game's salts (the signature itself is never published). */
export function saltMessage(stream: string): string {
  return `captains-log replay salt v1\n${stream}`;
}

/** What the commitments' signature signs. */
export function commitmentsMessage(stream: string, revision: number, hash: string, root: string): string {
  return `captains-log replay commitments v1\n${stream}\n${revision}\n${hash}\n${root}`;
}

/** The canonical stored event a commitment (and the chain's hash) covers; `dataText`: canonicalJson(e.data) when the caller has it already. */
export function storedEventBody(stream: string, e: { id: string; revision: number; type: string; schemaVersion: number; data: unknown; metadata: unknown }, dataText?: string): string {
  return `{"data":${dataText ?? canonicalJson(e.data)},"id":${canonicalJson(e.id)},"metadata":${canonicalJson(e.metadata)},"revision":${canonicalJson(e.revision)},"schemaVersion":${canonicalJson(e.schemaVersion)},"stream":${canonicalJson(stream)},"type":${canonicalJson(e.type)}}`;
}

/** commitment = sha256(salt || canonical stored event), hex. */
export function commitmentOf(salt: string, body: string): string {
  return sha256Hex(salt + body);
}

/** The root of a game's commitments: sha256 of them in step order, hex. */
export function commitmentsRoot(commitments: readonly string[]): string {
  return sha256Hex(commitments.join(''));
}

/** What the trailer signature signs. */
export function fileMessage(digest: string): string {
  return `captains-log replay file v1\n${digest}`;
}

/** The engine viewer a perspective stands for. */
export function viewerOf(perspective: Perspective): 'spectator' | 'director' | { player: PlayerId } {
  return perspective === 'public' ? 'spectator' : perspective === 'full' ? 'director' : { player: perspective };
}
