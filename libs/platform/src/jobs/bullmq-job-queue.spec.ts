import { TEST_REDIS_URL, uniqueName } from '@captains-log/testing';
import { withTimeout } from '../with-timeout';
import { BullMqJobQueue } from './bullmq-job-queue';

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('BullMqJobQueue on Redis', () => {
  const queues: BullMqJobQueue[] = [];
  const open = (name: string) => {
    const q = new BullMqJobQueue(TEST_REDIS_URL, name);
    queues.push(q);
    return q;
  };
  afterEach(async () => {
    for (const q of queues.splice(0)) {
      await q.bullQueue.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
  });

  it('carries a job from a producer process to a worker once per job id', async () => {
    const name = uniqueName('q');
    const producer = open(name);
    const worker = open(name);
    const done: unknown[] = [];
    worker.register('replay', async (data) => {
      done.push(data);
      return { ok: true };
    });
    await worker.startProcessing();
    expect((await producer.enqueue('replay', { game: 'g1' }, { jobId: 'game-g1@7' })).created).toBe(true);
    await until(() => done.length === 1);
    expect((await producer.enqueue('replay', { game: 'g1' }, { jobId: 'game-g1@7' })).created).toBe(false);
    await until(async () => (await producer.health()).counts.completed === 1);
    expect(done).toEqual([{ game: 'g1' }]);
    const job = await producer.bullQueue.getJob('game-g1@7');
    expect(job?.returnvalue).toEqual({ ok: true });
  });

  it('retries with backoff and shows the final failure in health', async () => {
    const q = open(uniqueName('q'));
    let tries = 0;
    q.register('broken', async () => {
      tries += 1;
      throw new Error(`disk full (${tries})`);
    });
    await q.startProcessing();
    await q.enqueue('broken', {}, { jobId: 'b1', attempts: 3, backoffMs: 10 });
    await until(async () => (await q.health()).counts.failed === 1);
    const h = await q.health();
    expect(tries).toBe(3);
    expect(h).toMatchObject({ mode: 'bullmq', ok: true, processing: true });
    expect(h.recentFailures).toEqual([{ id: 'b1', name: 'broken', reason: 'disk full (3)', attempts: 3 }]);
  });

  it('drains: close() waits for the job in hand to finish', async () => {
    const name = uniqueName('q');
    const q = new BullMqJobQueue(TEST_REDIS_URL, name);
    let started = false;
    let finished = false;
    q.register('slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 300));
      finished = true;
    });
    await q.startProcessing();
    await q.enqueue('slow', {}, { jobId: 's1' });
    await until(() => started);
    await q.close();
    expect(finished).toBe(true);
    const check = open(name);
    expect((await check.bullQueue.getJob('s1'))?.finishedOn).toBeGreaterThan(0);
  });

  it('reports not ok, with the error, when Redis cannot be reached', async () => {
    const q = new BullMqJobQueue('redis://127.0.0.1:1', uniqueName('q'));
    const h = await withTimeout(q.health(), 2000, 'health').catch((e: Error) => ({ ok: false, error: e.message }));
    expect(h.ok).toBe(false);
    expect(h.error).toMatch(/ECONNREFUSED|did not answer|Connection is closed/);
    await q.close().catch(() => undefined);
  });
});
