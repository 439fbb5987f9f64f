import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfig, type HealthReport } from '@captains-log/platform';
import { dropSchemas, schemaEnv, TEST_DATABASE_URL, TEST_REDIS_URL, uniqueName } from '@captains-log/testing';
import { createApi } from './create-api';
import { serverTimingMs } from './http/server-timing';

async function start(env: NodeJS.ProcessEnv): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createApi(loadConfig({ ...env, PORT: '0' }, 'api'));
  await app.listen(0, '127.0.0.1');
  return { app, url: await app.getUrl() };
}

async function getHealth(url: string): Promise<{ status: number; body: HealthReport }> {
  const res = await fetch(`${url}/health`);
  return { status: res.status, body: (await res.json()) as HealthReport };
}

describe('api /health', () => {
  it('answers with embedded defaults: PGlite under DATA_DIR and in-process jobs', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cl-api-'));
    const { app, url } = await start({ DATA_DIR: dataDir });
    try {
      const { status, body } = await getHealth(url);
      expect(status).toBe(200);
      // issue 17: every answer says how long the api took with it (bench/games reports it beside the client's time)
      const timed = await fetch(`${url}/health`);
      expect(serverTimingMs(timed.headers.get('server-timing'))).toBeGreaterThan(0);
      expect(body).toMatchObject({
        status: 'ok',
        eventStore: { ok: true, mode: 'pglite', location: join(dataDir, 'event-store') },
        readModels: { ok: true, mode: 'pglite', location: join(dataDir, 'read-models') },
        queue: { ok: true, mode: 'in-process', processing: true },
        projectors: {
          running: true,
          // every projector of createProjectors runs here (the list grows with the read models)
          list: expect.arrayContaining([
            expect.objectContaining({ name: 'stream-summaries', lastError: null }),
            expect.objectContaining({ name: 'games', lastError: null }),
            expect.objectContaining({ name: 'tournament-summaries', lastError: null }),
          ]),
        },
      });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two fresh embedded PGlite databases (initdb each) and the api's start: 30 s was too short on a slower 2-core CI machine.
  }, 120_000);

  describe('with PostgreSQL and Redis', () => {
    const schema = uniqueName('api_test');
    const env = {
      ...schemaEnv(schema),
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_NAME: schema,
    };
    afterAll(async () => {
      await dropSchemas(schema);
    });

    it('reports each component with its mode; projectors are left to the worker', async () => {
      const { app, url } = await start(env);
      try {
        const { status, body } = await getHealth(url);
        expect(status).toBe(200);
        expect(body).toMatchObject({
          status: 'ok',
          eventStore: { ok: true, mode: 'postgres' },
          readModels: { ok: true, mode: 'postgres' },
          queue: { ok: true, mode: 'bullmq', processing: false, location: `redis://127.0.0.1:6379 queue ${schema}` },
          projectors: { running: false, list: [] },
        });
        expect(body.eventStore.location).toBe(`${TEST_DATABASE_URL}`);
      } finally {
        await app.close();
      }
    });

    it('answers 503 naming the failing component when Redis is unreachable', async () => {
      const { app, url } = await start({ ...env, REDIS_URL: 'redis://127.0.0.1:1' });
      try {
        const { status, body } = await getHealth(url);
        expect(status).toBe(503);
        expect(body.status).toBe('degraded');
        expect(body.eventStore.ok).toBe(true);
        expect(body.queue).toMatchObject({ ok: false, mode: 'bullmq' });
        expect(body.queue.error).toMatch(/did not answer within 2000 ms/);
      } finally {
        await app.close();
      }
    });
  });
});
