import { generateKeyPairSync } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks } from '@captains-log/engine';
import { buildReplayBytes, ReplayBuildError, storedReplayInput, type ReplayInput } from '@captains-log/replay';
import { ReplayBuildThread } from './replay-build-thread';
import { loadReplaySigningKey } from './replay-signing-key';

const { privateKey } = generateKeyPairSync('ed25519');
const key = loadReplaySigningKey({ SIGNING_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() }, '/nonexistent');

const game = storedReplayInput('thread-spec-1', runGame({ seed: 'thread-spec-1', decks: starterDecks(), turnCap: 30 }).events!);

describe('ReplayBuildThread (issue 17: replay builds off the process thread)', () => {
  let thread: ReplayBuildThread;
  beforeEach(() => {
    thread = new ReplayBuildThread(key);
  });
  afterEach(async () => {
    await thread.close();
  });

  it('builds the same bytes as buildReplayBytes in this thread, for every perspective', async () => {
    const here = buildReplayBytes(game, engine, key);
    const there = await thread.build(game);
    expect([...there.keys()].sort()).toEqual([...here.keys()].sort());
    for (const [perspective, bytes] of here) expect(Buffer.compare(Buffer.from(there.get(perspective)!), Buffer.from(bytes))).toBe(0);
    expect(thread.keyId).toBe(key.keyId);
  }, 120_000);

  it('lets this thread go on while a build runs: timers fire during it', async () => {
    await thread.build(game); // the thread started, its engine loaded
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      // built here, a build gives no timer a turn until it ends; on the thread, the timer runs beside it
      const before = ticks;
      buildReplayBytes(game, engine, key);
      expect(ticks).toBe(before);
      const builds = Promise.all([thread.build(game), thread.build(game), thread.build(game)]);
      const started = ticks;
      await builds;
      expect(ticks).toBeGreaterThan(started);
    } finally {
      clearInterval(timer);
    }
  }, 120_000);

  it('fails a build whose log is not a game (ReplayBuildError) and serves the next build', async () => {
    const broken: ReplayInput = { ...game, events: game.events.slice(1).map((e, i) => ({ ...e, revision: i })) };
    await expect(thread.build(broken)).rejects.toThrow(ReplayBuildError);
    await expect(thread.build(broken)).rejects.toThrow(/does not start with GameCreated/);
    expect((await thread.build(game)).size).toBeGreaterThan(0);
  }, 120_000);

  it('fails the builds a thread held when it stops, and starts a new thread for the next', async () => {
    await thread.build(game);
    const running = thread.build(game);
    // the thread lost (as when it runs out of memory): reach the worker the class holds
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(running).rejects.toThrow(/the replay build thread stopped/);
    expect((await thread.build(game)).size).toBeGreaterThan(0);
  }, 120_000);

  it('refuses builds once closed', async () => {
    await thread.close();
    await expect(thread.build(game)).rejects.toThrow(/closed/);
  });
});
