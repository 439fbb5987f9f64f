import { randomUUID } from 'node:crypto';
import { dropSchema, TEST_DATABASE_URL, uniqueName, withTestDatabase } from '@captains-log/testing';
import { openPostgresEventStore } from '../open-event-store';
import { CatchUpSubscription } from '../subscription';
import { describeEventStoreContract, newEvent } from '../testing/event-store-contract';
import type { RecordedEvent } from '../types';
import type { SqlEventStore } from './sql-event-store';

describeEventStoreContract('PostgreSQL', async () => {
  const schema = uniqueName('es_contract');
  const store = await openPostgresEventStore(TEST_DATABASE_URL, { schema });
  return {
    store,
    tamper: (stream, revision) =>
      withTestDatabase(async (c) => {
        await c.query(
          `UPDATE ${schema}.events SET data = jsonb_set(data, '{tampered}', 'true') WHERE stream_id = $1 AND revision = $2`,
          [stream, revision],
        );
      }),
    dispose: async () => {
      await store.close();
      await dropSchema(schema);
    },
  };
});

/** A gate a test opens by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = (ms = 150) => new Promise<void>((r) => setTimeout(r, ms));

describe('PostgreSQL event store: global order is commit order', () => {
  let schema: string;
  const stores: SqlEventStore[] = [];
  const open = async (beforeCommit?: (stream: string) => Promise<void>) => {
    const s = await openPostgresEventStore(TEST_DATABASE_URL, { schema, beforeCommit });
    stores.push(s);
    return s;
  };

  beforeEach(() => {
    schema = uniqueName('es_order');
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    await dropSchema(schema);
  });

  it('migrates once even when several processes start together', async () => {
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    expect(await a.migrate()).toEqual([]);
    await b.append('game-1', [newEvent()], { expectedRevision: 'no-stream' });
    expect(await c.streamRevision('game-1')).toBe(0);
  });

  it('does not let a reader skip the first writer when it commits after a second, later writer', async () => {
    // Writer A begins first and is held just before COMMIT. Writer B starts afterwards on another
    // stream. With positions from a plain sequence, B would commit position n+1 while A's n was
    // still invisible, and a reader at checkpoint n+1 would never see A's event.
    const held = gate();
    const writerA = await open(async (stream) => {
      if (stream === 'game-a') await held.opened;
    });
    const writerB = await open();
    const reader = await open();

    const seen: RecordedEvent[] = [];
    let checkpoint: number | null = null;
    const subscription = new CatchUpSubscription(
      reader,
      {
        name: 'order-test',
        loadCheckpoint: async () => checkpoint,
        handle: async (e) => {
          seen.push(e);
          checkpoint = e.position;
        },
      },
      { pollIntervalMs: 5 },
    );

    const a = writerA.append('game-a', [newEvent('A')], { expectedRevision: 'no-stream' });
    await tick(); // A now holds its transaction open
    let bDone = false;
    const b = writerB.append('game-b', [newEvent('B')], { expectedRevision: 'no-stream' }).then((r) => {
      bDone = true;
      return r;
    });
    await tick();
    // B cannot commit ahead of A, and the reader sees nothing uncommitted.
    expect(bDone).toBe(false);
    expect(await reader.readAll()).toEqual([]);
    expect(seen).toEqual([]);

    held.open();
    const [ra, rb] = await Promise.all([a, b]);
    await subscription.waitFor(rb.events[0].position);
    await subscription.stop();

    expect(ra.events[0].position).toBeLessThan(rb.events[0].position);
    expect(seen.map((e) => e.type)).toEqual(['A', 'B']);
  });

  it('delivers every event exactly once to a reader polling during many concurrent writers with random commit delays', async () => {
    const writers = await Promise.all(
      Array.from({ length: 6 }, () => open(async () => tick(Math.floor(Math.random() * 8)))),
    );
    const reader = await open();
    const seen: number[] = [];
    let checkpoint: number | null = null;
    const subscription = new CatchUpSubscription(
      reader,
      {
        name: 'stress',
        loadCheckpoint: async () => checkpoint,
        handle: async (e) => {
          seen.push(e.position);
          checkpoint = e.position;
        },
      },
      { pollIntervalMs: 1, batchSize: 7 },
    );
    const results = await Promise.all(
      writers.map((w, i) =>
        (async () => {
          const out: number[] = [];
          for (let k = 0; k < 15; k++) {
            const r = await w.append(`game-${i}`, [newEvent(), newEvent()], { expectedRevision: 'any' });
            out.push(...r.events.map((e) => e.position));
          }
          return out;
        })(),
      ),
    );
    const written = results.flat().sort((x, y) => x - y);
    await subscription.waitFor(written[written.length - 1]);
    await subscription.stop();
    expect(written).toHaveLength(180);
    expect(seen).toEqual(written); // in order, none skipped, none twice
    expect(written).toEqual(Array.from({ length: 180 }, (_, i) => i + 1)); // and gap-free
  });

  it('rolls back a failed append completely: no events, no stream, no position used', async () => {
    const failing = await open(async () => {
      throw new Error('connection lost before commit');
    });
    await expect(failing.append('game-x', [newEvent()], { expectedRevision: 'no-stream' })).rejects.toThrow(
      /connection lost/,
    );
    const ok = await open();
    expect(await ok.streamRevision('game-x')).toBeNull();
    const r = await ok.append('game-y', [{ id: randomUUID(), type: 'Y', data: {} }], { expectedRevision: 'no-stream' });
    expect(r.events[0].position).toBe(1);
  });
});
