import type { FoldedStep, GameEvent, GameState, PlayerId, PlayerView, ViewOptions, Viewer } from '@captains-log/engine';
import type { Card } from '@captains-log/cards';
import { BoardSet, ZoneChanges, type BoardEngine } from './board';
import { CanonicalText, canonicalJson } from '@captains-log/hashing';
import { cardsNamed, describeEvent } from './describe';
import { FrameText, type OwnFrame } from './frame-text';
import {
  DEFAULT_CHECKPOINT_EVERY,
  commitmentOf,
  commitmentsMessage,
  commitmentsRoot,
  REPLAY_FORMAT,
  saltMessage,
  storedEventBody,
  REPLAY_VERSION,
  fileMessage,
  headMessage,
  perspectivesFor,
  viewerOf,
  type Board,
  type BoardCard,
  type DeckEntry,
  type PatchOp,
  type GameSettings,
  type Perspective,
  type ReplayCheckpoint,
  type ReplayFrame,
  type ReplayHeader,
  type ReplayTrailer,
} from './format';
import { deepEqual } from './patch';
import { JUDGE_STEPS, rewoundRevisions } from './rewound';
import { sha256Hex, sha256HexOfBytes, sha256HexOfLines } from '@captains-log/hashing';

/** An event as the event store records it (libs/event-store RecordedEvent, structurally). */
export interface StoredGameEvent {
  readonly id: string;
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: Record<string, unknown> & { readonly recordedAt?: string };
  readonly prevHash: string;
  readonly hash: string;
}

export interface ReplayInput {
  readonly gameId: string;
  readonly stream: string;
  /** the whole log, revision 0 to the last */
  readonly events: readonly StoredGameEvent[];
  readonly players: readonly { readonly seat: PlayerId; readonly handle: string; readonly name: string }[];
  readonly tournament: { readonly id: string; readonly round: number } | null;
  readonly settings: GameSettings;
  readonly gameFormat?: string | null;
  readonly rules: { readonly engine: string; readonly version: string; readonly eventSchema: number };
}

/** The engine functions a build needs (pass the @captains-log/engine module). Injected so this
 * library has no runtime dependency and the viewer can load it in a browser. */
export interface ReplayEngine extends BoardEngine {
  initialState(): GameState;
  evolve(state: GameState, event: GameEvent): GameState;
  /** the engine's in-place fold, stepped (a build reads every state once, before the next event) */
  evolveStepwise<T>(from: GameState, body: (next: (event: GameEvent) => FoldedStep, start: GameState) => T): T;
  view(state: GameState, viewer: Viewer, options?: ViewOptions): PlayerView;
  redactEvent(before: GameState, event: GameEvent, viewer: Viewer, options?: ViewOptions): unknown;
}

/** The server's Ed25519 key: its raw public key (base64) and a signing function (base64 out). */
export interface ReplaySigner {
  readonly publicKeyRaw: string;
  sign(message: string): string;
}

export interface BuildOptions {
  readonly checkpointEvery?: number;
  /** only these perspectives (default: every one the game's settings allow) */
  readonly perspectives?: readonly Perspective[];
}

export class ReplayBuildError extends Error {}

/** key id: the first 16 hex digits of sha256 of the base64 raw public key */
export function keyIdOf(publicKeyRaw: string): string {
  return sha256Hex(publicKeyRaw).slice(0, 16);
}

interface PerspectiveRun {
  readonly perspective: Perspective;
  readonly viewer: Viewer;
  readonly lines: string[];
  prev: Board | null;
  readonly known: Map<string, string>;
  readonly blueprints: Set<string>;
}

/** Two frames of one step (which agree on everything every perspective shares) read the same. */
function sameFrame(a: OwnFrame, b: OwnFrame): boolean {
  return (
    a.text === b.text &&
    (a.stored === undefined) === (b.stored === undefined) &&
    (a.event === b.event || deepEqual(a.event, b.event)) &&
    deepEqual(a.cards, b.cards) &&
    deepEqual(a.patch, b.patch)
  );
}

/**
 * The text of canonicalJson(value) in one piece. Serialising builds a string out of many small
 * pieces (a rope) that every later copy walks again; a text copied several times (a line shared by
 * perspectives, an event or a zone inside several lines, every line into its file) is made one
 * piece first, in place, so each copy after that is a plain copy. Reading a character of a rope is
 * what makes V8 flatten it; other engines return the same string either way.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

// A board card keeps its object while it shows the same (board.ts), and so its text; a zone that
// did not change keeps its array, and so its text.
const cardTexts = new WeakMap<BoardCard, CanonicalText>();
function cardText(card: BoardCard): CanonicalText {
  let text = cardTexts.get(card);
  if (!text) cardTexts.set(card, (text = new CanonicalText(canonicalJson(card))));
  return text;
}
/**
 * A patch operation with the board cards it carries as their texts (the same JSON): a zone's
 * cards under ['zones', zone], a card under ['zones', zone, index]; deeper paths set a member.
 */
function opText(op: PatchOp): PatchOp {
  const path = op[1];
  if (path[0] !== 'zones') return op;
  if (op[0] === 'a') return path.length === 2 ? ['a', path, op[2], op[3], (op[4] as BoardCard[]).map(cardText)] : op;
  if (op[0] !== 's') return op;
  if (path.length === 2) return ['s', path, (op[2] as BoardCard[]).map(cardText)];
  if (path.length === 3) return ['s', path, cardText(op[2] as BoardCard)];
  return op;
}

const blueprintTexts = new WeakMap<Card, CanonicalText>();
function blueprintText(card: Card): CanonicalText {
  let text = blueprintTexts.get(card);
  if (!text) blueprintTexts.set(card, (text = new CanonicalText(canonicalJson(card))));
  return text;
}

const zoneTexts = new WeakMap<readonly BoardCard[], CanonicalText>();
function zoneText(cards: readonly BoardCard[]): CanonicalText {
  let text = zoneTexts.get(cards);
  if (!text) zoneTexts.set(cards, (text = new CanonicalText(flat(canonicalJson(cards.map(cardText))))));
  return text;
}

/**
 * Build the replay files of a finished (or running) game, one per perspective, in one pass over
 * the log. Deterministic: the same input, engine and key give the same bytes.
 */
export function buildReplays(input: ReplayInput, engine: ReplayEngine, signer: ReplaySigner, options: BuildOptions = {}): Map<Perspective, string> {
  return build(input, engine, signer, options, (lines, trailerOf) => {
    // the digest covers every line before the trailer, each with its newline: hashed line by line,
    // and the file joined once
    const digest = sha256HexOfLines(lines);
    lines.push(trailerOf(digest), '');
    return lines.join('\n');
  });
}

/**
 * buildReplays' files as their UTF-8 bytes (what the replay job stores): the same bytes as
 * `new TextEncoder().encode(buildReplays(...).get(p))`, without making each file one string
 * (two-byte, since rule references hold '›') and encoding it again. A line that several
 * perspectives share is encoded once; the digest hashes the bytes.
 */
export function buildReplayBytes(input: ReplayInput, engine: ReplayEngine, signer: ReplaySigner, options: BuildOptions = {}): Map<Perspective, Uint8Array> {
  const encoder = new TextEncoder();
  const encoded = new Map<string, Uint8Array>();
  return build(input, engine, signer, options, (lines, trailerOf) => {
    const parts: Uint8Array[] = [];
    let size = 0;
    for (const line of lines) {
      let bytes = encoded.get(line);
      if (!bytes) encoded.set(line, (bytes = encoder.encode(line)));
      parts.push(bytes);
      size += bytes.length + 1;
    }
    // room for the trailer: a few hundred bytes (digest, signature); copied again if it needs more
    const file = new Uint8Array(size + 1024);
    let at = 0;
    for (const bytes of parts) {
      file.set(bytes, at);
      at += bytes.length;
      file[at++] = 10;
    }
    const trailer = encoder.encode(`${trailerOf(sha256HexOfBytes(file.subarray(0, size)))}\n`);
    if (size + trailer.length > file.length) {
      const whole = new Uint8Array(size + trailer.length);
      whole.set(file.subarray(0, size));
      whole.set(trailer, size);
      return whole;
    }
    file.set(trailer, size);
    return file.subarray(0, size + trailer.length);
  });
}

/** The build; `write(lines, trailerOf)` makes a file of its lines (the header first) and the trailer line for their digest. */
function build<T>(
  input: ReplayInput,
  engine: ReplayEngine,
  signer: ReplaySigner,
  options: BuildOptions,
  write: (lines: string[], trailerOf: (digest: string) => string) => T,
): Map<Perspective, T> {
  const { events } = input;
  if (events.length === 0) throw new ReplayBuildError(`${input.stream} has no events`);
  events.forEach((e, i) => {
    if (e.revision !== i) throw new ReplayBuildError(`${input.stream}: expected revision ${i}, found ${e.revision}`);
  });
  // before anything is folded: a log that is not a game's is an error that says so, not a crash inside the fold
  const created = events[0]!.data as GameEvent;
  if (created.type !== 'GameCreated') throw new ReplayBuildError(`${input.stream} does not start with GameCreated`);
  const every = Math.max(1, options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY);
  const allowed = perspectivesFor(input.settings);
  const wanted = (options.perspectives ?? allowed).filter((p) => allowed.includes(p));
  const viewOptions: ViewOptions = { openAfterEnd: input.settings.openAfterEnd };
  const names: Record<string, string> = {};
  for (const p of input.players) names[p.seat] = p.name;

  const runs: PerspectiveRun[] = wanted.map((perspective) => ({
    perspective,
    viewer: viewerOf(perspective),
    lines: [],
    prev: null,
    known: new Map(),
    blueprints: new Set(),
  }));
  // one public board per step, and each perspective's own cards from it (board.ts)
  const boards = new BoardSet(engine, runs.map((run) => run.viewer), viewOptions);
  const turns: { turn: number; player: PlayerId; step: number }[] = [];
  const actors = new Map<string, string>();
  const zoneChanges = new ZoneChanges();
  let lastTurn: number | null = null;
  const last = events.length - 1;
  // salted commitments (format.ts): salts derive from the server's signature over saltMessage, which
  // only the key holder can make and which is never published
  const saltSeed = sha256Hex(signer.sign(saltMessage(input.stream)));
  const commitments: string[] = [];

  const rewound = rewoundRevisions(events);
  // The log is folded in place (engine evolveStepwise: no copy of the game's card and zone records per
  // event), so what is read from the state before an event is read before the next fold.
  const state = engine.evolveStepwise(engine.initialState(), (next, start) => {
  let state = start;
  for (const stored of events) {
    const event = stored.data as GameEvent;
    const before = state;
    // Each perspective's event as the stored event itself when it is shown unchanged, else as the
    // first equal redaction this step: perspectives shown the same event hold the same object.
    const seen: unknown[] = [];
    for (const run of runs) {
      const redacted = engine.redactEvent(before, event, run.viewer, viewOptions);
      seen.push(redacted === stored.data || deepEqual(redacted, stored.data) ? stored.data : (seen.find((other) => other !== stored.data && deepEqual(other, redacted)) ?? redacted));
    }
    const folded = next(event);
    state = folded.state;
    const step = stored.revision;
    const command = stored.metadata.command as { actor?: unknown } | undefined;
    const commandId = typeof stored.metadata.commandId === 'string' ? stored.metadata.commandId : null;
    if (command && typeof command.actor === 'string' && commandId) actors.set(commandId, command.actor);
    const actor = event.type === 'GameCreated' ? 'system' : commandId ? (actors.get(commandId) ?? null) : null;
    if (state.turn && state.turn.number !== lastTurn) {
      lastTurn = state.turn.number;
      turns.push({ turn: state.turn.number, player: state.turn.player, step });
    }
    const manual = (event as { manual?: boolean }).manual === true || event.type === 'ManualEffectDeclared' || event.type === 'ManualEffectAccepted';
    const dispute = event.type === 'ManualEffectDisputed';
    // Boards are built incrementally: only the zones this event changed are rebuilt, and in them only
    // the cards it replaced are viewed again (board.ts); the patch goes through those zones only.
    const changed = zoneChanges.folded(step === 0 ? null : before, folded);
    // The event and what its hash covers, serialised once for every perspective shown it unchanged.
    let eventText: CanonicalText | null = null;
    let storedText: CanonicalText | null = null;
    const salt = sha256Hex(`${saltSeed}|${stored.revision}`);
    // The event's canonical text, made once: the commitment covers it, and every perspective shown the event unchanged carries it.
    const dataText = flat(canonicalJson(stored.data));
    const commitment = commitmentOf(salt, storedEventBody(input.stream, stored, dataText));
    commitments.push(commitment);
    // Most steps read the same in every perspective: a frame equal to one already written this
    // step is that line again, not serialised a second time.
    const written: { own: OwnFrame; line: string }[] = [];
    // the members every perspective's frame has alike, serialised once (frame-text.ts)
    const frameText = new FrameText({
      kind: 'frame',
      step,
      revision: stored.revision,
      type: stored.type,
      recordedAt: stored.metadata.recordedAt ?? null,
      turn: state.turn?.number ?? null,
      player: state.turn?.player ?? null,
      phase: state.phase,
      actor,
      rule: event.rule ?? null,
      ...(manual ? { manual: true as const } : {}),
      ...(dispute ? { dispute: true as const } : {}),
      ...(JUDGE_STEPS.has(event.type) ? { judge: true as const } : {}),
      ...(event.type === 'RulingMade' ? { ruling: (event as { id: string }).id } : (event as { ruling?: string }).ruling ? { ruling: (event as { ruling?: string }).ruling! } : {}),
      ...(rewound.has(stored.revision) ? { rewound: true as const } : {}),
      prevHash: stored.prevHash,
      hash: stored.hash,
      commitment,
    });
    const stepBoards = boards.next(state, changed, (r, cards) => {
      const run = runs[r]!;
      for (const c of cards) {
        if ('hidden' in c) continue;
        run.blueprints.add(c.bp);
        run.known.set(c.iid, c.bp);
      }
    }, zoneChanges.cards);
    for (const [r, run] of runs.entries()) {
      const board = stepBoards[r]!;
      const unchanged = seen[r] === stored.data;
      if (unchanged) {
        eventText ??= new CanonicalText(dataText);
        storedText ??= new CanonicalText(canonicalJson({ id: stored.id, schemaVersion: stored.schemaVersion, metadata: stored.metadata }));
      }
      const locations = board.locations;
      const text = describeEvent(seen[r] as Record<string, unknown>, {
        names,
        title: (iid) => {
          const bp = run.known.get(iid);
          return bp ? (state.blueprints[bp]?.title ?? null) : null;
        },
        // a location by its (face-up) mission's title; the location's own name is a normalised key
        location: (id) => {
          const mission = locations[id]?.missions[0];
          const bp = mission ? state.cards[mission]?.blueprint : undefined;
          return (bp && state.blueprints[bp]?.title) || (locations[id]?.name ?? null);
        },
      });
      const own: OwnFrame = {
        text,
        cards: cardsNamed(seen[r] as Record<string, unknown>),
        event: unchanged ? eventText : seen[r],
        ...(unchanged ? { stored: storedText as unknown as ReplayFrame['stored'], salt } : {}),
        ...(run.prev ? { patch: boards.patch(r, run.prev, board) } : {}),
      };
      const twin = written.find((w) => sameFrame(w.own, own));
      const line = twin ? twin.line : flat(frameText.line(own.patch ? { ...own, patch: own.patch.map(opText) } : own));
      if (!twin) written.push({ own, line });
      run.lines.push(line);
      if (step % every === 0 || step === last) {
        // Zones that did not change since the last checkpoint keep their array, and their text.
        const zones: Record<string, CanonicalText> = {};
        for (const zone in board.zones) zones[zone] = zoneText(board.zones[zone]!);
        const checkpoint: ReplayCheckpoint = { kind: 'checkpoint', step, board: { ...board, zones: zones as unknown as Board['zones'] } };
        run.lines.push(flat(canonicalJson(checkpoint)));
      }
      run.prev = board;
    }
  }
  return state;
  });

  const ended = state.phase === 'ended' ? (events[last]!.data as GameEvent) : null;
  const head = events[last]!;
  const headSignature = signer.sign(headMessage(input.stream, head.revision, head.hash));
  const root = commitmentsRoot(commitments);
  const committed = { alg: 'sha256(salt||event)' as const, root, signature: signer.sign(commitmentsMessage(input.stream, head.revision, head.hash, root)) };
  const openAtEnd = input.settings.openAfterEnd !== false;

  const out = new Map<Perspective, T>();
  for (const run of runs) {
    const decks = {} as Record<PlayerId, { cards: number; list: DeckEntry[] | null }>;
    for (const seat of ['p1', 'p2'] as const) {
      const mine = created.cards.filter((c) => c.owner === seat);
      const visible = run.perspective === 'full' || run.perspective === seat || (openAtEnd && state.phase === 'ended');
      let list: DeckEntry[] | null = null;
      if (visible) {
        const counts = new Map<string, DeckEntry>();
        for (const c of mine) {
          const zone = c.zone.slice(0, c.zone.indexOf(':'));
          const key = `${zone}|${c.blueprint}`;
          const entry = counts.get(key);
          counts.set(key, { blueprint: c.blueprint, title: created.blueprints[c.blueprint]?.title ?? c.blueprint, zone, count: (entry?.count ?? 0) + 1 });
          run.blueprints.add(c.blueprint);
        }
        list = [...counts.values()].sort((a, b) => (a.zone + a.title + a.blueprint < b.zone + b.title + b.blueprint ? -1 : 1));
      }
      decks[seat] = { cards: mine.length, list };
    }
    // the same card in every perspective's header: serialised once
    const cards: Record<string, CanonicalText> = {};
    for (const bp of [...run.blueprints].sort()) {
      const card = state.blueprints[bp];
      if (card) cards[bp] = blueprintText(card);
    }
    const header: ReplayHeader = {
      kind: 'header',
      format: REPLAY_FORMAT,
      version: REPLAY_VERSION,
      perspective: run.perspective,
      perspectives: allowed,
      game: {
        id: input.gameId,
        stream: input.stream,
        startedAt: events[0]!.metadata.recordedAt ?? null,
        endedAt: ended ? (head.metadata.recordedAt ?? null) : null,
        tournament: input.tournament,
        settings: { openAfterEnd: input.settings.openAfterEnd, spectators: input.settings.spectators },
      },
      gameFormat: input.gameFormat ?? null,
      players: input.players.map(({ seat, handle, name }) => ({ seat, handle, name })),
      decks,
      rules: input.rules,
      result: state.result,
      seed: { commitment: created.seedCommitment, reveal: ended && ended.type === 'GameEnded' ? ended.seed : null },
      head: { revision: head.revision, hash: head.hash, signature: headSignature },
      publicKey: { alg: 'Ed25519', raw: signer.publicKeyRaw, keyId: keyIdOf(signer.publicKeyRaw) },
      commitments: committed,
      steps: events.length,
      checkpointEvery: every,
      turns,
      cards: cards as unknown as ReplayHeader['cards'],
    };
    const lines = run.lines;
    lines.unshift(canonicalJson(header));
    out.set(
      run.perspective,
      write(lines, (digest) => {
        const trailer: ReplayTrailer = { kind: 'end', steps: events.length, digest, signature: signer.sign(fileMessage(digest)) };
        return canonicalJson(trailer);
      }),
    );
  }
  return out;
}
