/**
 * bench/games: a load test on loopback (issue 6; clients on the live stream since issue 17). Starts
 * one api process (its own event loop, as in production) on PostgreSQL and Redis (fresh schemas),
 * signs up 2 players per game, and drives GAMES games at once. Each seat is its own client: it reads
 * its view once in the compact form, then follows the game's live stream (SSE) with the view's
 * changes (`?view=changes`: after each burst of events, what changed in its view); when it may act
 * it submits a random legal command at the revision it saw, so the two seats of a game race each
 * other in the simultaneous seed phases (409s happen; the stream brings the winner's view). Nobody
 * polls and nobody re-reads the view. A game that has not ended after
 * MAX_COMMANDS is conceded. Afterwards every game is checked: stream complete, hash chain verifies,
 * read model matches. Mid-game (turn 4 of the play phase) one whole view and one compact view per
 * game are read to report view sizes.
 *
 *   npm run bench:games                       # 50 games
 *   GAMES=100 MAX_COMMANDS=300 npm run bench:games
 *   THINK_MS=500 npm run bench:games          # players think ~0.5 s per command: latency below saturation
 *   PROJECTORS=api npm run bench:games        # the read-model projectors in the api process (default: a worker process beside it)
 *   BENCH_JSON=1 npm run bench:games          # last line: the figures as JSON
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { starterDeckLists } from '@captains-log/cards';
import { expandCommands, type CommandEntry } from '@captains-log/engine';
import { openPostgresEventStore } from '@captains-log/event-store';
import { openReadModelDatabase } from '@captains-log/read-models';
import { dropSchemas, schemaEnv, TEST_DATABASE_URL, TEST_REDIS_URL, uniqueName } from '@captains-log/testing';
import { serverTimingMs } from '../../apps/api/src/http/server-timing';
import { startApi, startWorker, type WorkerProcess } from '../../test/support/api-process';

const GAMES = Number(process.env.GAMES ?? 50);
const MAX_COMMANDS = Number(process.env.MAX_COMMANDS ?? 200);
/** a player's thinking time before each command (uniform in 0.5..1.5 × THINK_MS); 0: as fast as the api answers */
const THINK_MS = Number(process.env.THINK_MS ?? 0);
/** Where the read-model projectors run: 'worker' (a worker process beside the api, as deployed with Redis) or 'api'. */
const PROJECTORS = process.env.PROJECTORS ?? 'worker';
if (PROJECTORS !== 'worker' && PROJECTORS !== 'api') throw new Error(`PROJECTORS must be worker or api, got ${JSON.stringify(PROJECTORS)}`);
/** Commands a random client never picks: leaving the game, declaring a manual effect, and SetAutoPass, a
 *  setting rather than a move — picked at random by the waiting seat it took 40% of the commands and its
 *  revisions made the active seat's commands 409 (measured: 315 of 803 commands, 118 of 119 reports refused). */
const NOT_A_MOVE = new Set(['Concede', 'DeclareManualEffect', 'SetAutoPass']);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(url: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: Json; bytes: number; serverMs?: number }> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, bytes: Buffer.byteLength(text), serverMs: serverTimingMs(res.headers.get('server-timing')) };
}

/**
 * Follows a game's live stream (SSE) with the view's changes (`?view=changes`): `view` is the
 * client's compact view, kept current from the stream's view-changes messages; `next(seen)`
 * resolves once the view is past revision `seen` (or after `ms`, as a safety net).
 */
function follow(url: string, token: string, gameId: string, first: Json, sizes: number[]) {
  const controller = new AbortController();
  let view = first;
  let waiters: (() => void)[] = [];
  const done = (async () => {
    const res = await fetch(`${url}/games/${gameId}/live?after=${first.revision}&view=changes`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    if (res.status !== 200) throw new Error(`live stream answered ${res.status}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (!block.startsWith('event: view-changes\n')) continue;
        const data = block.slice(block.indexOf('data: ') + 6);
        sizes.push(Buffer.byteLength(data));
        view = applyChanges(view, JSON.parse(data));
      }
      const woken = waiters;
      waiters = [];
      for (const wake of woken) wake();
    }
  })().catch((err: Error) => {
    if (err.name !== 'AbortError') throw err;
  });
  return {
    get view() {
      return view;
    },
    next(seen: number, ms = 5000): Promise<void> {
      if (view.revision > seen) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        const wake = () => {
          if (view.revision <= seen) return void waiters.push(wake);
          clearTimeout(timer);
          resolve();
        };
        waiters.push(wake);
      });
    },
    async stop() {
      controller.abort();
      await done;
    },
  };
}

/** A client's compact view after applying one `?since=` answer. */
function applyChanges(held: Json, answer: Json): Json {
  const zones = { ...held.view.zones, ...answer.zones };
  for (const zone of answer.removedZones as string[]) delete zones[zone];
  const view: Json = { ...held.view, ...answer.changes, zones };
  for (const field of answer.removedFields as string[]) delete view[field];
  return { revision: answer.revision, view, cards: { ...held.cards, ...answer.cards }, legalCommands: answer.legalCommands };
}

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

async function main(): Promise<void> {
  const schema = uniqueName('bench_games');
  // As deployed with Redis: the api answers and a worker process runs the projectors (the read
  // models the verification reads). PROJECTORS=api puts them in the api process instead, as the
  // bench did until the eleventh session (measured: Prisma then took ~20% of the api's busy time).
  const projectorsInApi = PROJECTORS === 'api';
  const env = { ...schemaEnv(schema), REDIS_URL: TEST_REDIS_URL, QUEUE_NAME: schema, RATE_LIMIT_PER_MINUTE: '1000000' };
  const api = await startApi({ ...env, RUN_PROJECTORS: String(projectorsInApi) });
  let worker: WorkerProcess | null = null;
  try {
    if (!projectorsInApi) worker = await startWorker({ ...env, RUN_PROJECTORS: 'true' });
  } catch (err) {
    await api.stop();
    throw err;
  }
  const url = api.url;
  const [federation, klingon] = starterDeckLists();
  const latencies: number[] = [];
  /** the api's own time per command (its Server-Timing header), by command type */
  const serverLatencies: { ms: number; type: string }[] = [];
  const changeBytes: number[] = [];
  const wholeBytes: number[] = [];
  const compactBytes: number[] = [];
  const compactWithoutCardsBytes: number[] = [];
  let commands = 0;
  let conflicts = 0;
  let rejected = 0;
  const loadBefore = loadavg();

  try {
    const tokens: string[] = [];
    for (let i = 0; i < GAMES * 2; i++) {
      const handle = `player-${i}`;
      await call(url, undefined, 'POST', '/accounts', { handle, displayName: `Player ${i}`, password: `${handle}-secret-1` });
      tokens.push((await call(url, undefined, 'POST', '/sessions', { handle, password: `${handle}-secret-1` })).body.token);
    }
    const started = performance.now();
    const gameIds = await Promise.all(
      Array.from({ length: GAMES }, async (_, g) => {
        const created = await call(url, tokens[2 * g], 'POST', '/games', {
          players: [
            { handle: `player-${2 * g}`, deck: federation.text },
            { handle: `player-${2 * g + 1}`, deck: klingon.text },
          ],
        });
        if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
        const id = created.body.gameId as string;
        let ended = false;
        let submitted = 0;
        let sampled = false;
        const seat = async (token: string, random: () => number) => {
          const first = await call(url, token, 'GET', `/games/${id}?form=compact`);
          const live = follow(url, token, id, first.body, changeBytes);
          try {
            while (!ended && submitted < MAX_COMMANDS) {
              const held = live.view;
              if (held.view.phase === 'ended') return void (ended = true);
              if (!sampled && held.view.phase === 'play' && (held.view.turn?.number ?? 0) >= 4) {
                sampled = true;
                wholeBytes.push((await call(url, token, 'GET', `/games/${id}`)).bytes);
                const compact = await call(url, token, 'GET', `/games/${id}?form=compact`);
                compactBytes.push(compact.bytes);
                // the same without the card definitions (?cards=omit: a client keeps those, they never change)
                compactWithoutCardsBytes.push((await call(url, token, 'GET', `/games/${id}?form=compact&cards=omit`)).bytes);
              }
              const options = expandCommands(held.legalCommands as CommandEntry[]).filter((c) => !NOT_A_MOVE.has(c.type));
              if (options.length === 0) {
                // not this seat's move: the live stream brings the next view
                await live.next(held.revision);
                continue;
              }
              const command = options[Math.floor(random() * options.length)];
              if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS * (0.5 + random())));
              const t0 = performance.now();
              const answer = await call(url, token, 'POST', `/games/${id}/commands`, { expectedRevision: held.revision, command });
              latencies.push(performance.now() - t0);
              if (answer.serverMs !== undefined) serverLatencies.push({ ms: answer.serverMs, type: command.type });
              commands += 1;
              submitted += 1;
              if (answer.status === 409) conflicts += 1;
              else if (answer.status !== 200) rejected += 1;
              // the stream brings the view after this command (or after the one that won the race)
              await live.next(held.revision);
            }
          } finally {
            await live.stop();
          }
        };
        await Promise.all([seat(tokens[2 * g], rng(2 * g + 1)), seat(tokens[2 * g + 1], rng(2 * g + 2))]);
        const now = (await call(url, tokens[2 * g + 1], 'GET', `/games/${id}`)).body;
        if (now.view.phase !== 'ended') {
          await call(url, tokens[2 * g + 1], 'POST', `/games/${id}/commands`, { expectedRevision: now.revision, command: { type: 'Concede' } });
        }
        return id;
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // Verify: streams complete and chained, read models equal to their streams.
    const store = await openPostgresEventStore(TEST_DATABASE_URL, { schema: `${schema}_es` });
    const rm = await openReadModelDatabase({ databaseUrl: TEST_DATABASE_URL, schema });
    let broken = 0;
    let mismatched = 0;
    let totalEvents = 0;
    for (let attempt = 0; attempt < 100; attempt++) {
      const rows = await rm.prisma.game.findMany({ where: { id: { in: gameIds } } });
      const heads = await Promise.all(gameIds.map((id) => store.streamRevision(`game-${id}`)));
      if (rows.length === GAMES && rows.every((r) => r.revision === heads[gameIds.indexOf(r.id)])) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const id of gameIds) {
      const verification = await store.verifyStream(`game-${id}`);
      if (!verification.ok) broken += 1;
      totalEvents += verification.events;
      const events = await store.readStream(`game-${id}`);
      const last = events[events.length - 1];
      const row = await rm.prisma.game.findUnique({ where: { id } });
      // the game's result is on its end event; a finished game's log closes with GameSealed after it
      const result = ([...events].reverse().find((e) => (e.data as Json).result !== undefined)?.data as Json | undefined)?.result;
      if (!row || row.revision !== last.revision || row.status !== 'ended' || !result || row.winnerSeat !== result.winner) mismatched += 1;
    }
    const loadAfter = loadavg();
    const median = (xs: number[]) => percentile(xs, 50);
    const figures = {
      bench: 'games',
      games: GAMES,
      thinkMs: THINK_MS,
      projectors: PROJECTORS,
      commands,
      commandsPerSecond: Math.round(commands / seconds),
      commandLatencyMs: { p50: Number(percentile(latencies, 50).toFixed(1)), p95: Number(percentile(latencies, 95).toFixed(1)), p99: Number(percentile(latencies, 99).toFixed(1)) },
      // the same commands as the api timed them (Server-Timing): the rest is loopback and this process's own event loop
      serverLatencyMs: serverPercentiles(serverLatencies),
      conflicts,
      rejected,
      viewMessages: changeBytes.length,
      viewBytesMidGame: { whole: median(wholeBytes), compact: median(compactBytes), compactWithoutDefinitions: median(compactWithoutCardsBytes), changesPerMessage: median(changeBytes), changesPerMessageP95: percentile(changeBytes, 95) },
      eventsStored: totalEvents,
      seconds: Number(seconds.toFixed(1)),
      loadAverageBefore: loadBefore.map((x) => Number(x.toFixed(2))),
      loadAverageAfter: loadAfter.map((x) => Number(x.toFixed(2))),
    };
    console.log(
      `games load test: ${GAMES} concurrent games, 2 clients each (live stream, no polling), over HTTP on loopback; ` +
        (THINK_MS > 0 ? `players think ${THINK_MS} ms on average before each command` : 'players act as soon as they may (the api saturated)'),
    );
    console.log(`machine: ${cpus().length} cores (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; one api process${projectorsInApi ? ' (running the projectors)' : ' and one worker process (the projectors)'} on PostgreSQL + Redis, clients in this process`);
    console.log(`load average before ${figures.loadAverageBefore.join(' ')}, after ${figures.loadAverageAfter.join(' ')}`);
    console.table([
      {
        games: GAMES,
        commands,
        'commands/s': figures.commandsPerSecond,
        'p50 ms': figures.commandLatencyMs.p50,
        'p95 ms': figures.commandLatencyMs.p95,
        'p99 ms': figures.commandLatencyMs.p99,
        '409 (re-read)': conflicts,
        'other rejections': rejected,
        'view messages': changeBytes.length,
        'events stored': totalEvents,
        seconds: figures.seconds,
      },
    ]);
    console.log(
      `view size mid-game (median over games): whole ${wholeBytes.length ? median(wholeBytes) : '-'} B, compact ${compactBytes.length ? median(compactBytes) : '-'} B ` +
        `(${compactWithoutCardsBytes.length ? median(compactWithoutCardsBytes) : '-'} B without the card definitions a client keeps); ` +
        `live view changes ${median(changeBytes)} B per message (p95 ${percentile(changeBytes, 95)} B)`,
    );
    console.log(
      `the api's own time per command (Server-Timing): p50 ${figures.serverLatencyMs.p50} ms, p95 ${figures.serverLatencyMs.p95} ms, p99 ${figures.serverLatencyMs.p99} ms; ` +
        `commands at or above its p99, by type: ${Object.entries(figures.serverLatencyMs.slowestByType).map(([t, n]) => `${t} ${n}`).join(', ')}`,
    );
    console.log(`verification: ${GAMES - broken}/${GAMES} hash chains verify; ${GAMES - mismatched}/${GAMES} read-model rows match their streams`);
    if (process.env.BENCH_JSON === '1') console.log(JSON.stringify(figures));
    if (broken || mismatched) process.exitCode = 1;
    await rm.close();
    await store.close();
  } finally {
    await api.stop();
    await worker?.stop();
    await dropSchemas(schema);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/** p50/p95/p99 of the api's own times, and which command types make up the slowest 1%. */
function serverPercentiles(samples: { ms: number; type: string }[]) {
  const times = samples.map((s) => s.ms);
  const p99 = percentile(times, 99);
  const slowestByType: Record<string, number> = {};
  for (const s of samples) if (s.ms >= p99) slowestByType[s.type] = (slowestByType[s.type] ?? 0) + 1;
  return { p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)), p99: Number(p99.toFixed(1)), slowestByType };
}
