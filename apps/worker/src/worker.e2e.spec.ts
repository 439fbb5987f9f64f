import { randomUUID } from 'node:crypto';
import type { EventStore } from '@captains-log/event-store';
import {
  BullMqJobQueue,
  EVENT_STORE,
  JOB_QUEUE,
  loadConfig,
  PlatformModule,
  READ_MODELS,
  REBUILD_READ_MODELS_JOB,
} from '@captains-log/platform';
import type { ReadModelDatabase } from '@captains-log/read-models';
import { dropSchemas, schemaEnv, TEST_REDIS_URL, uniqueName } from '@captains-log/testing';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { createWorker } from './create-worker';

const until = async <T>(probe: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('worker with PostgreSQL and Redis', () => {
  const schema = uniqueName('worker_test');
  const env = {
    ...schemaEnv(schema),
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_NAME: schema,
  };
  let worker: INestApplicationContext;
  let producer: INestApplicationContext; // stands in for the api: same platform module, role api

  beforeAll(async () => {
    worker = await createWorker(loadConfig(env, 'worker'));
    producer = await NestFactory.createApplicationContext(
      PlatformModule.forRoot({ config: loadConfig(env, 'api'), role: 'api' }),
      { logger: false },
    );
    await producer.init();
  });
  afterAll(async () => {
    const queue = producer?.get<BullMqJobQueue>(JOB_QUEUE);
    await queue?.bullQueue.obliterate({ force: true }).catch(() => undefined);
    await producer?.close();
    await worker?.close();
    await dropSchemas(schema);
  });

  it('projects what the api appends and runs the jobs the api enqueues', async () => {
    const store = producer.get<EventStore>(EVENT_STORE);
    const readModels = producer.get<ReadModelDatabase>(READ_MODELS);
    const created = await store.append('game-w1', [{ id: randomUUID(), type: 'GameCreated', data: {} }], {
      expectedRevision: 'no-stream',
    });

    // The worker's projector (not the api's: the api leaves projecting to the worker) fills the read model.
    const row = await until(() => readModels.prisma.streamSummary.findUnique({ where: { stream: 'game-w1' } }));
    expect(row).toMatchObject({ category: 'game', eventCount: 1, lastEventType: 'GameCreated' });

    const queue = producer.get<BullMqJobQueue>(JOB_QUEUE);
    expect(queue.mode).toBe('bullmq');
    const jobId = `rebuild-${schema}`;
    await queue.enqueue(REBUILD_READ_MODELS_JOB, {}, { jobId });
    const job = await until(async () => {
      const j = await queue.bullQueue.getJob(jobId);
      return j?.finishedOn ? j : null;
    });
    expect(job.failedReason).toBeUndefined();
    // every projector was rebuilt up to the one event in the log
    const rebuilt = job.returnvalue.projectors as { name: string; checkpoint: number; lastError: null }[];
    expect(rebuilt.map((p) => p.name)).toEqual(expect.arrayContaining(['stream-summaries', 'games', 'tournament-summaries']));
    expect(rebuilt.every((p) => p.checkpoint === created.events[0].position && p.lastError === null)).toBe(true);
    expect(await readModels.prisma.streamSummary.count()).toBe(1);
    const health = await queue.health();
    expect(health.counts.completed).toBe(1);
  });
});
