/**
 * bench:replay (issues 8 and 17): build time and size of a long game's replay files, seek time in
 * the viewer's model, and replay-job throughput through BullMQ on Redis. BENCH_JSON=1 prints a last
 * line of JSON with the figures.
 *   REPLAY_BENCH_EVENTS (default 2000) minimum events of the long game; REPLAY_BENCH_JOBS (default 40)
 *   jobs for the throughput run; TEST_REDIS_URL / REDIS_URL (default redis://127.0.0.1:6379).
 *
 * The long game is measured, not extrapolated: the engine's random games with the starter decks end
 * (victory or empty decks) well before 2,000 events, so the long game is played with draw decks five
 * times as large (every draw-deck card five times) and a turn cap of 500, trying seeds until one
 * has REPLAY_BENCH_EVENTS to 1.5 times as many events. When none does, the build figures are taken on
 * the first REPLAY_BENCH_EVENTS events of the shortest longer game (the replay of that game while it
 * was still running, which a build accepts), so the 2,000-event figure is measured as such; the
 * whole game is built once more and printed beside it.
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { generateKeyPairSync, sign, createPublicKey } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks, type GameEvent, type PlayerSetup } from '@captains-log/engine';
import { BullMqJobQueue, ReplayBuildThread } from '@captains-log/platform';
import { buildReplayBytes, buildReplays, ReplayModel, storedReplayInput, type ReplaySigner } from '@captains-log/replay';

const MIN_EVENTS = Number(process.env.REPLAY_BENCH_EVENTS ?? 2000);
const JOBS = Number(process.env.REPLAY_BENCH_JOBS ?? 40);
const REDIS = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const { privateKey } = generateKeyPairSync('ed25519');
const signer: ReplaySigner = {
  publicKeyRaw: Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64'),
  sign: (m) => sign(null, Buffer.from(m), privateKey).toString('base64'),
};

// the events as stored (ids, times, hash chain): libs/replay storedReplayInput
const stored = storedReplayInput;

const ms = (t: number) => `${t.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;

/** The starter decks with every draw-deck card `times` times (longer games: more to draw). */
function largerDecks(times: number): [PlayerSetup, PlayerSetup] {
  const [a, b] = starterDecks().map((setup) => ({ ...setup, deck: setup.deck.map((entry) => (entry.zone === 'draw' ? { ...entry, count: entry.count * times } : entry)) }));
  return [a!, b!];
}

const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures: Record<string, unknown> = {};

async function main() {
  console.log(`replay bench (node ${process.version}, ${cpus().length} cpus, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  // 1. a long game: random games with larger decks until one has MIN_EVENTS to 1.5 × MIN_EVENTS
  // events (else the shortest above MIN_EVENTS, else the longest)
  let events: GameEvent[] = [];
  let seed = '';
  const decks = largerDecks(5);
  const better = (n: number) => (events.length < MIN_EVENTS ? n > events.length : n >= MIN_EVENTS && n < events.length);
  for (let i = 0; i < 12 && !(events.length >= MIN_EVENTS && events.length <= 1.5 * MIN_EVENTS); i++) {
    const sim = runGame({ seed: `bench-replay-${i}`, decks, turnCap: 500, concedeChance: 0, checks: 'none' });
    if (better(sim.events!.length)) {
      events = sim.events as GameEvent[];
      seed = sim.seed;
    }
  }
  const whole = events;
  if (events.length > 1.5 * MIN_EVENTS) events = events.slice(0, MIN_EVENTS);
  const input = stored('long', events);
  const turns = (events.filter((e) => e.type === 'TurnBegan') as { number: number }[]).length;
  console.log(
    `long game (${seed}, draw decks x5): ${whole.length} events` +
      (whole.length !== events.length ? `; the build figures below use its first ${events.length} events (${turns} turns: the game still running)` : `, ${turns} turns`) +
      (events.length < MIN_EVENTS ? ` (FEWER than ${MIN_EVENTS})` : ''),
  );

  // The first build in this process (the engine's view, the board, the wording and the serialisers
  // not yet compiled), then warm builds: the replay job runs on a long-lived thread, so every build
  // after its first few is a warm one. Until stop 42 the figure was the median of five builds from
  // cold, most of them JIT warm-up (345 ms against ~170 warm, same machine, same run).
  let cpu = process.cpuUsage();
  let t0 = performance.now();
  buildReplayBytes(input, engine, signer);
  const firstBuild = { wallMs: performance.now() - t0, cpuMs: cpuMs(process.cpuUsage(cpu)) };
  for (let i = 0; i < 4; i++) buildReplayBytes(input, engine, signer);

  // the floor: the engine alone, folding the log in place as a build does (evolveStepwise; a build folds
  // it once for every perspective)
  const evolveTimes: number[] = [];
  for (let i = 0; i < 8; i++) {
    const t = performance.now();
    engine.evolveStepwise(engine.initialState(), (next) => {
      for (const e of events) next(e);
    });
    if (i >= 3) evolveTimes.push(performance.now() - t);
  }

  // wall time, and this process's CPU time (the bench machine's cores are shared: under load the
  // wall time also counts the time other processes had the CPU; the CPU time counts the collector's
  // threads beside this one). The job's build (as bytes) and the same files as strings, alternated.
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const bytesCpu: number[] = [];
  const stringsThenBytesCpu: number[] = [];
  let files = new Map<string, string>();
  for (let i = 0; i < 9; i++) {
    t0 = performance.now();
    cpu = process.cpuUsage();
    buildReplayBytes(input, engine, signer);
    times.push(performance.now() - t0);
    bytesCpu.push(cpuMs(process.cpuUsage(cpu)));
    cpu = process.cpuUsage();
    files = buildReplays(input, engine, signer);
    for (const text of files.values()) Buffer.from(text, 'utf8');
    stringsThenBytesCpu.push(cpuMs(process.cpuUsage(cpu)));
  }
  cpuTimes.push(...bytesCpu);
  times.sort((a, b) => a - b);
  console.log(
    `build, all 4 perspectives in one pass (the replay job's, as bytes), warm: median ${ms(median(times))} (min ${ms(times[0]!)}; CPU median ${ms(median(cpuTimes))}, n=9); ` +
      `the first build in this process ${ms(firstBuild.wallMs)} (CPU ${ms(firstBuild.cpuMs)}); the engine folding the log alone: median ${ms(median(evolveTimes))}`,
  );
  console.log(`as strings then encoded (what the job did before), CPU median ${ms(median(stringsThenBytesCpu))} (n=9, alternated with the above)`);
  // the whole game once more, when the figures above were taken on its first events
  let wholeGame: { events: number; cpuMs: number } | null = null;
  if (whole.length !== events.length) {
    const wholeInput = stored('long', whole);
    buildReplayBytes(wholeInput, engine, signer);
    const cpu = process.cpuUsage();
    buildReplayBytes(wholeInput, engine, signer);
    const used = process.cpuUsage(cpu);
    wholeGame = { events: whole.length, cpuMs: Number(((used.user + used.system) / 1000).toFixed(1)) };
    console.log(`the whole ${whole.length}-event game as bytes: CPU ${ms(wholeGame.cpuMs)} (${((wholeGame.cpuMs / whole.length) * 1000).toFixed(0)} µs per event, against ${((median(bytesCpu) / events.length) * 1000).toFixed(0)} for the first ${events.length})`);
  }
  // the replay job's build runs on the replay build thread (libs/platform ReplayBuildThread): its wall time
  // (the input cloned there, the files transferred back), and the longest this thread's event loop waited
  // during a build, there and here (here: the whole build)
  const thread = new ReplayBuildThread({ keyId: 'bench', publicKeyRaw: signer.publicKeyRaw, privateKey });
  await thread.build(input); // started, its engine loaded
  const threadTimes: number[] = [];
  const loopWaits = { thread: [] as number[], here: [] as number[] };
  const longestWait = async (work: () => unknown) => {
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    // the histogram records the time between two of its timer's turns: the first turn comes before the build
    await new Promise((r) => setTimeout(r, 10));
    await work();
    await new Promise((r) => setTimeout(r, 5)); // a timer's turn after the build: its delay is recorded
    delay.disable();
    return delay.max / 1e6;
  };
  for (let i = 0; i < 5; i++) {
    loopWaits.thread.push(
      await longestWait(async () => {
        const t = performance.now();
        await thread.build(input);
        threadTimes.push(performance.now() - t);
      }),
    );
    loopWaits.here.push(await longestWait(() => buildReplayBytes(input, engine, signer)));
  }
  await thread.close();
  console.log(
    `build on the replay build thread (the replay job's): median ${ms(median(threadTimes))} wall (n=5); the calling thread's event loop ` +
      `waited at most ${ms(median(loopWaits.thread))} (median of the builds' maxima) against ${ms(median(loopWaits.here))} built on it`,
  );
  Object.assign(figures, {
    replayBuildOnThreadMs: Number(median(threadTimes).toFixed(1)),
    eventLoopLongestWaitDuringBuildMs: { thread: Number(median(loopWaits.thread).toFixed(1)), inline: Number(median(loopWaits.here).toFixed(1)) },
  });
  const singles: number[] = [];
  for (let i = 0; i < 3; i++) {
    const single = performance.now();
    buildReplays(input, engine, signer, { perspectives: ['public'] });
    singles.push(performance.now() - single);
  }
  console.log(`build, public only: median ${ms(median(singles))} (n=3)`);
  for (const [p, text] of files) console.log(`  ${p.padEnd(6)} ${kb(Buffer.byteLength(text))} (${(Buffer.byteLength(text) / events.length).toFixed(0)} B/event)`);
  const again = buildReplays(input, engine, signer);
  const identical = [...files].every(([p, t]) => again.get(p as never) === t);
  console.log(`byte-identical rebuild: ${identical}`);
  Object.assign(figures, {
    replayBuild4Perspectives2000EventsMs: Number(median(times).toFixed(1)),
    replayBuild4Perspectives2000EventsCpuMs: Number(median(cpuTimes).toFixed(1)),
    replayBuildPublicOnlyMs: Number(median(singles).toFixed(1)),
    replayBuildBytesCpuMs: Number(median(bytesCpu).toFixed(1)),
    replayBuildFirstInProcessMs: { wall: Number(firstBuild.wallMs.toFixed(1)), cpu: Number(firstBuild.cpuMs.toFixed(1)) },
    replayBuildStringsThenBytesCpuMs: Number(median(stringsThenBytesCpu).toFixed(1)),
    wholeGame,
    replayEvolveOnlyMs: Number(median(evolveTimes).toFixed(1)),
    events: events.length,
    turns,
    sizes: Object.fromEntries([...files].map(([p, t]) => [p, Buffer.byteLength(t)])),
    byteIdenticalRebuild: identical,
  });

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
  Object.assign(figures, { viewerParseMs: Number(parse.toFixed(1)), viewerSeekLastMs: Number(lastCold.toFixed(2)), viewerWorstSeekMs: Number(worst.toFixed(2)) });
  console.log(`viewer model: parse ${ms(parse)}; seek to the last step ${ms(lastCold)}; worst-case seek (step ${worstStep}, ${model.header.checkpointEvery - 1} patches from a checkpoint) ${ms(worst)}; step forward ${ms(forward)} per step; random seek ${ms(random)} average`);

  // 3. replay jobs through BullMQ on Redis: one worker process, games of the e2e size
  const medium = runGame({ seed: 'bench-replay-medium', decks: starterDecks(), turnCap: 30 });
  const mediumInput = stored('medium', medium.events as GameEvent[]);
  const queueName = `bench-replay-${Date.now()}`;
  const queue = new BullMqJobQueue(REDIS, queueName, undefined, 4);
  let done = 0;
  const jobThread = new ReplayBuildThread({ keyId: 'bench', publicKeyRaw: signer.publicKeyRaw, privateKey });
  queue.register('build-replay', async (data) => {
    // as the replay job builds them (libs/platform replay-job.ts: on the replay build thread)
    const out = await jobThread.build({ ...mediumInput, gameId: String(data.gameId) });
    done++;
    return { sizes: [...out.values()].map((s) => s.length) };
  });
  await queue.startProcessing();
  await jobThread.build(mediumInput); // the thread started, as in a worker that has built a replay before
  t = performance.now();
  for (let i = 0; i < JOBS; i++) await queue.enqueue('build-replay', { gameId: `g${i}` }, { jobId: `replay-game-g${i}@${medium.events!.length - 1}` });
  const repeat = await queue.enqueue('build-replay', { gameId: 'g0' }, { jobId: `replay-game-g0@${medium.events!.length - 1}` });
  while (done < JOBS) await new Promise((r) => setTimeout(r, 5));
  const seconds = (performance.now() - t) / 1000;
  console.log(`worker (BullMQ on ${REDIS}, concurrency 4, one process, builds on its replay build thread): ${JOBS} replay jobs of ${medium.events!.length}-event games (4 files each) in ${seconds.toFixed(2)} s = ${(JOBS / seconds).toFixed(1)} replays/s; repeated job id created: ${repeat.created}`);
  await queue.bullQueue.obliterate({ force: true });
  await queue.close();
  await jobThread.close();
  figures.workerReplaysPerSecond = Number((JOBS / seconds).toFixed(2));
  figures.loadAverage1m = Number(loadavg()[0]!.toFixed(2));
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify(figures));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
