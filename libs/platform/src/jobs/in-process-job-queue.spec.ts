import { InProcessJobQueue } from './in-process-job-queue';
import { UnrecoverableJobError } from './job-queue';

const until = async (check: () => Promise<boolean> | boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('InProcessJobQueue', () => {
  it('runs a job once per job id', async () => {
    const q = new InProcessJobQueue();
    const seen: unknown[] = [];
    q.register('replay', async (data) => void seen.push(data.game));
    await q.startProcessing();
    expect(await q.enqueue('replay', { game: 'g1' }, { jobId: 'game-g1@42' })).toEqual({ id: 'game-g1@42', created: true });
    expect(await q.enqueue('replay', { game: 'g1' }, { jobId: 'game-g1@42' })).toEqual({ id: 'game-g1@42', created: false });
    await until(async () => (await q.health()).counts.completed === 1);
    expect(seen).toEqual(['g1']);
    await q.close();
  });

  it('reports a job’s progress, state and result through status (issue 13)', async () => {
    const q = new InProcessJobQueue();
    q.register('count', async (data, job) => {
      for (let done = 1; done <= Number(data.total); done += 1) await job.progress!({ done, total: data.total as number });
      return { counted: data.total };
    });
    expect(await q.status('nope')).toBeNull();
    await q.enqueue('count', { total: 3 }, { jobId: 'count-1' });
    expect(await q.status('count-1')).toMatchObject({ id: 'count-1', name: 'count', state: 'waiting', progress: null });
    await q.startProcessing();
    await until(async () => (await q.status('count-1'))?.state === 'completed');
    expect(await q.status('count-1')).toEqual({ id: 'count-1', name: 'count', state: 'completed', progress: { done: 3, total: 3 }, result: { counted: 3 }, failedReason: null });
    await q.close();
  });

  it('retries with exponential backoff and reports a job that keeps failing', async () => {
    const failures: Array<[string, boolean]> = [];
    const q = new InProcessJobQueue((job, final) => failures.push([job.reason, final]));
    const attempts: number[] = [];
    q.register('flaky', async (_d, job) => {
      attempts.push(Date.now());
      if (job.attempt < 3) throw new Error(`boom ${job.attempt}`);
    });
    q.register('broken', async () => {
      throw new Error('always');
    });
    await q.startProcessing();
    await q.enqueue('flaky', {}, { jobId: 'f', attempts: 5, backoffMs: 20 });
    await q.enqueue('broken', {}, { jobId: 'b', attempts: 2, backoffMs: 5 });
    await until(async () => {
      const h = await q.health();
      return h.counts.completed === 1 && h.counts.failed === 1;
    });
    expect(attempts).toHaveLength(3);
    // backoff 20 ms, then 40 ms (timers never fire early; a busy machine only makes gaps longer)
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(19);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(39);
    expect((await q.health()).recentFailures).toEqual([{ id: 'b', name: 'broken', reason: 'always', attempts: 2 }]);
    expect(failures).toContainEqual(['boom 1', false]);
    expect(failures).toContainEqual(['always', true]);
    await q.close();
  });

  it('fails a job at once, without retries, on an UnrecoverableJobError (a broken game log)', async () => {
    const failures: Array<[string, boolean]> = [];
    const q = new InProcessJobQueue((job, final) => failures.push([job.reason, final]));
    let attempts = 0;
    q.register('replay', async () => {
      attempts += 1;
      throw new UnrecoverableJobError('the chain is broken');
    });
    await q.startProcessing();
    await q.enqueue('replay', {}, { jobId: 'r', attempts: 5, backoffMs: 5 });
    await until(async () => (await q.health()).counts.failed === 1);
    expect(attempts).toBe(1);
    expect(failures).toEqual([['the chain is broken', true]]);
    await q.close();
  });

  it('lets the running job finish when closed, and refuses new jobs after', async () => {
    const q = new InProcessJobQueue();
    let finished = false;
    let started = false;
    q.register('slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 100));
      finished = true;
    });
    await q.startProcessing();
    await q.enqueue('slow', {}, { jobId: 's' });
    await until(() => started);
    await q.close();
    expect(finished).toBe(true);
    await expect(q.enqueue('slow', {}, { jobId: 't' })).rejects.toThrow(/closed/);
  });
});
