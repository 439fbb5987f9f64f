/**
 * Test oracle (issue 17): the replay builder as it was before the build's hot path was reworked,
 * reduced to its plainest form: every perspective's board is the whole engine view at every step
 * (boardOf(view(state))), every line is serialised on its own, nothing is cached or shared.
 * builder-oracle.spec.ts checks that buildReplays writes the same bytes over several seeded games.
 * Not exported from the library; not for production use (it is slow on purpose).
 */
import type { GameEvent, PlayerId, ViewOptions } from '@captains-log/engine';
import type { Card } from '@captains-log/cards';
import { canonicalJson, sha256Hex } from '@captains-log/hashing';
import { boardOf } from '../board';
import { JUDGE_STEPS, rewoundRevisions } from '../rewound';
import { keyIdOf, ReplayBuildError, type BuildOptions, type ReplayEngine, type ReplayInput, type ReplaySigner } from '../builder';
import { cardsNamed, describeEvent } from '../describe';
import {
  DEFAULT_CHECKPOINT_EVERY,
  commitmentOf,
  commitmentsMessage,
  commitmentsRoot,
  saltMessage,
  storedEventBody,
  REPLAY_FORMAT,
  REPLAY_VERSION,
  fileMessage,
  headMessage,
  perspectivesFor,
  viewerOf,
  type Board,
  type DeckEntry,
  type Perspective,
  type ReplayCheckpoint,
  type ReplayFrame,
  type ReplayHeader,
  type ReplayTrailer,
} from '../format';
import { deepEqual, diff } from '../patch';

interface OracleRun {
  readonly perspective: Perspective;
  readonly viewer: ReturnType<typeof viewerOf>;
  readonly lines: string[];
  prev: Board | null;
  readonly known: Map<string, string>;
  readonly blueprints: Set<string>;
}

/** The files buildReplays must write for the same input, engine, key and options. */
export function buildReplaysOracle(input: ReplayInput, engine: ReplayEngine, signer: ReplaySigner, options: BuildOptions = {}): Map<Perspective, string> {
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

  const runs: OracleRun[] = wanted.map((perspective) => ({
    perspective,
    viewer: viewerOf(perspective),
    lines: [],
    prev: null,
    known: new Map(),
    blueprints: new Set(),
  }));
  const turns: { turn: number; player: PlayerId; step: number }[] = [];
  const actors = new Map<string, string>();
  let state = engine.initialState();
  let lastTurn: number | null = null;
  const last = events.length - 1;

  const saltSeed = sha256Hex(signer.sign(saltMessage(input.stream)));
  const commitments: string[] = [];
  const rewound = rewoundRevisions(events);
  for (const stored of events) {
    const event = stored.data as GameEvent;
    const before = state;
    state = engine.evolve(state, event);
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
    const salt = sha256Hex(`${saltSeed}|${stored.revision}`);
    const commitment = commitmentOf(salt, storedEventBody(input.stream, stored));
    commitments.push(commitment);
    for (const run of runs) {
      const board = boardOf(engine.view(state, run.viewer, viewOptions));
      for (const zone in board.zones)
        for (const c of board.zones[zone]!) {
          if ('hidden' in c) continue;
          run.blueprints.add(c.bp);
          run.known.set(c.iid, c.bp);
        }
      const seen = engine.redactEvent(before, event, run.viewer, viewOptions);
      const unchanged = deepEqual(seen, stored.data);
      const locations = board.locations;
      const text = describeEvent(seen as Record<string, unknown>, {
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
      const frame: ReplayFrame = {
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
        text,
        cards: cardsNamed(seen as Record<string, unknown>),
        ...(manual ? { manual: true as const } : {}),
        ...(dispute ? { dispute: true as const } : {}),
        ...(JUDGE_STEPS.has(event.type) ? { judge: true as const } : {}),
        ...(event.type === 'RulingMade' ? { ruling: (event as { id: string }).id } : (event as { ruling?: string }).ruling ? { ruling: (event as { ruling?: string }).ruling! } : {}),
        ...(rewound.has(stored.revision) ? { rewound: true as const } : {}),
        event: unchanged ? stored.data : seen,
        ...(unchanged ? { stored: { id: stored.id, schemaVersion: stored.schemaVersion, metadata: stored.metadata } } : {}),
        prevHash: stored.prevHash,
        hash: stored.hash,
        commitment,
        ...(unchanged ? { salt } : {}),
        ...(run.prev ? { patch: diff(run.prev, board) } : {}),
      };
      run.lines.push(canonicalJson(frame));
      if (step % every === 0 || step === last) {
        const checkpoint: ReplayCheckpoint = { kind: 'checkpoint', step, board };
        run.lines.push(canonicalJson(checkpoint));
      }
      run.prev = board;
    }
  }

  const ended = state.phase === 'ended' ? (events[last]!.data as GameEvent) : null;
  const head = events[last]!;
  const headSignature = signer.sign(headMessage(input.stream, head.revision, head.hash));
  const root = commitmentsRoot(commitments);
  const committed = { alg: 'sha256(salt||event)' as const, root, signature: signer.sign(commitmentsMessage(input.stream, head.revision, head.hash, root)) };
  const openAtEnd = input.settings.openAfterEnd !== false;

  const out = new Map<Perspective, string>();
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
    const cards: Record<string, Card> = {};
    for (const bp of [...run.blueprints].sort()) {
      const card = state.blueprints[bp];
      if (card) cards[bp] = card;
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
      cards,
    };
    const body = `${canonicalJson(header)}\n${run.lines.join('\n')}\n`;
    const digest = sha256Hex(body);
    const trailer: ReplayTrailer = { kind: 'end', steps: events.length, digest, signature: signer.sign(fileMessage(digest)) };
    out.set(run.perspective, `${body}${canonicalJson(trailer)}\n`);
  }
  return out;
}
