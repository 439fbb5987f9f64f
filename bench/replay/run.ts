/**
 * bench:replay (issue 8): build time and size of a long game's replay files, seek time in the
 * viewer's model, and replay-job throughput through BullMQ on Redis.
 *   REPLAY_BENCH_EVENTS (default 2000) minimum events of the long game; REPLAY_BENCH_JOBS (default 40)
 *   jobs for the throughput run; TEST_REDIS_URL / REDIS_URL (default redis://127.0.0.1:6379).
 */
import { createHash, generateKeyPairSync, sign, createPublicKey } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks, type GameEvent } from '@captains-log/engine';
import { BullMqJobQueue } from '@captains-log/platform';
import { canonicalJson } from '@captains-log/hashing';
import { buildReplays, GENESIS_HASH, ReplayModel, type ReplayInput, type ReplaySigner, type StoredGameEvent } from '@captains-log/replay';

const MIN_EVENTS = Number(process.env.REPLAY_BENCH_EVENTS ?? 2000);
const JOBS = Number(process.env.REPLAY_BENCH_JOBS ?? 40);
const REDIS = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const { privateKey } = generateKeyPairSync('ed25519');
const signer: ReplaySigner = {
  publicKeyRaw: Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64'),
  sign: (m) => sign(null, Buffer.from(m), privateKey).toString('base64'),
};

function stored(id: string, events: readonly GameEvent[]): ReplayInput {
  const stream = `game-${id}`;
  let prev = GENESIS_HASH;
  const list: StoredGameEvent[] = events.map((data, revision) => {
    const metadata = { recordedAt: new Date(Date.UTC(2026, 0, 1) + revision * 1000).toISOString(), commandId: `c${revision}` };
    const hash = createHash('sha256').update(prev).update(canonicalJson({ id: `${id}-${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata })).digest('hex');
    const e = { id: `${id}-${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata, prevHash: prev, hash };
    prev = hash;
    return e;
  });
  return {
    gameId: id,
    stream,
    events: list,
    players: [
      { seat: 'p1', handle: 'kirk', name: 'Kirk' },
      { seat: 'p2', handle: 'kor', name: 'Kor' },
    ],
    tournament: null,
    settings: { openAfterEnd: true, spectators: true },
    rules: { engine: '@captains-log/engine', version: 'bench', eventSchema: 1 },
  };
}

const ms = (t: number) => `${t.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

async function main() {
  // 1. a long game: random games until one reaches MIN_EVENTS (else the longest)
  let events: GameEvent[] = [];
  for (let i = 0; i < 40 && events.length < MIN_EVENTS; i++) {
    // the engine's random games end (victory, empty decks) long before 2,000 events: the longest of
    // 40 seeds is taken when none gets there (README › Replays › figures)
    const sim = runGame({ seed: `bench-replay-${i}`, decks: starterDecks(), turnCap: 200, concedeChance: 0, checks: 'none' });
    if (sim.events!.length > events.length) events = sim.events as GameEvent[];
  }
  const input = stored('long', events);
  const turns = (events.filter((e) => e.type === 'TurnBegan') as { number: number }[]).length;
  console.log(`long game: ${events.length} events, ${turns} turns`);

  const times: number[] = [];
  let files = new Map<string, string>();
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    files = buildReplays(input, engine, signer);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(`build, all 4 perspectives in one pass: median ${ms(times[1]!)} (min ${ms(times[0]!)})`);
  const single = performance.now();
  buildReplays(input, engine, signer, { perspectives: ['public'] });
  console.log(`build, public only: ${ms(performance.now() - single)}`);
  for (const [p, text] of files) console.log(`  ${p.padEnd(6)} ${kb(Buffer.byteLength(text))} (${(Buffer.byteLength(text) / events.length).toFixed(0)} B/event)`);
  const again = buildReplays(input, engine, signer);
  console.log(`byte-identical rebuild: ${[...files].every(([p, t]) => again.get(p as never) === t)}`);

  // 2. the viewer's model: parse, seek to the last step cold, random seeks
  const full = files.get('full')!;
  let t = performance.now();
  const model = ReplayModel.fromText(full);
  const parse = performance.now() - t;
  t = performance.now();
  model.boardAt(model.steps - 1);
  const lastCold = performance.now() - t;
  const worstStep = Math.max(0, Math.floor((model.steps - 2) / model.header.checkpointEvery) * model.header.checkpointEvery - 1);
  const cold = ReplayModel.fromText(full);
  t = performance.now();
  cold.boardAt(worstStep);
  const worst = performance.now() - t;
  const fresh = ReplayModel.fromText(full);
  t = performance.now();
  for (let s = 0; s < fresh.steps; s++) fresh.boardAt(s);
  const forward = (performance.now() - t) / fresh.steps;
  t = performance.now();
  const N = 500;
  for (let i = 0; i < N; i++) model.boardAt((i * 7919) % model.steps);
  const random = (performance.now() - t) / N;
  console.log(`viewer model: parse ${ms(parse)}; seek to the last step ${ms(lastCold)}; worst-case seek (step ${worstStep}, ${model.header.checkpointEvery - 1} patches from a checkpoint) ${ms(worst)}; step forward ${ms(forward)} per step; random seek ${ms(random)} average`);

  // 3. replay jobs through BullMQ on Redis: one worker process, games of the e2e size
  const medium = runGame({ seed: 'bench-replay-medium', decks: starterDecks(), turnCap: 30 });
  const mediumInput = stored('medium', medium.events as GameEvent[]);
  const queueName = `bench-replay-${Date.now()}`;
  const queue = new BullMqJobQueue(REDIS, queueName, undefined, 4);
  let done = 0;
  queue.register('build-replay', async (data) => {
    const out = buildReplays({ ...mediumInput, gameId: String(data.gameId) }, engine, signer);
    done++;
    return { sizes: [...out.values()].map((s) => s.length) };
  });
  await queue.startProcessing();
  t = performance.now();
  for (let i = 0; i < JOBS; i++) await queue.enqueue('build-replay', { gameId: `g${i}` }, { jobId: `replay-game-g${i}@${medium.events!.length - 1}` });
  const repeat = await queue.enqueue('build-replay', { gameId: 'g0' }, { jobId: `replay-game-g0@${medium.events!.length - 1}` });
  while (done < JOBS) await new Promise((r) => setTimeout(r, 5));
  const seconds = (performance.now() - t) / 1000;
  console.log(`worker (BullMQ on ${REDIS}, concurrency 4, one process): ${JOBS} replay jobs of ${medium.events!.length}-event games (4 files each) in ${seconds.toFixed(2)} s = ${(JOBS / seconds).toFixed(1)} replays/s; repeated job id created: ${repeat.created}`);
  await queue.bullQueue.obliterate({ force: true });
  await queue.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
