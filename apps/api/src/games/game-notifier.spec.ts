import type { PlatformConfig } from '@captains-log/platform';
import type IORedis from 'ioredis';
import { GameNotifier } from './game-notifier';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function notifier(redisUrl: string): GameNotifier {
  return new GameNotifier({ redisUrl } as PlatformConfig);
}

/** the notifier's subscribing connection (private: these tests drive its connection states) */
function subscriberOf(n: GameNotifier): IORedis {
  return (n as unknown as { subscriber: IORedis }).subscriber;
}

describe('GameNotifier (Redis pub/sub between api instances)', () => {
  it('tells a listener on another instance which game reached which revision', async () => {
    const a = notifier(REDIS_URL);
    const b = notifier(REDIS_URL);
    try {
      // b hears nothing until its SUBSCRIBE is in: wait for its connection, then for the subscription
      await new Promise<void>((resolve) => (subscriberOf(b).status === 'ready' ? resolve() : subscriberOf(b).once('ready', () => resolve())));
      const heard = new Promise<number>((resolve) => b.listen('game-1', resolve));
      const deadline = Date.now() + 5000;
      let revision: number | null = null;
      void heard.then((r) => (revision = r));
      while (revision === null && Date.now() < deadline) {
        await a.appended('game-1', 7);
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(revision).toBe(7);
    } finally {
      a.onModuleDestroy();
      b.onModuleDestroy();
    }
  });

  it('shuts down while Redis is unreachable without an unhandled rejection (a SUBSCRIBE left waiting)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const n = notifier('redis://127.0.0.1:1');
      const subscriber = subscriberOf(n);
      // shut down in the middle of a connection attempt: ioredis then rejects whatever waits in
      // its offline queue with "Connection is closed." (the api's /health e2e test hit this by chance)
      await new Promise<void>((resolve) => {
        let attempts = 0;
        subscriber.on('connecting', () => {
          if (++attempts === 2) {
            n.onModuleDestroy();
            resolve();
          }
        });
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(subscriber.status).toBe('end');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});
