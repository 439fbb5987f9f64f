/**
 * The event store contract (DESIGN.md › Event store): one suite, run against every adapter.
 * Streams are named per test so the suite also runs on a shared server (KurrentDB).
 */
import { randomUUID } from 'node:crypto';
import { IdempotencyConflictError, InvalidAppendError, WrongExpectedRevisionError } from '../errors';
import { GENESIS_HASH, eventHash } from '../hash-chain';
import { CatchUpSubscription, type CheckpointedHandler } from '../subscription';
import type { EventStore, NewEvent, RecordedEvent } from '../types';
import { MAX_EVENTS_PER_APPEND } from '../validate-append';

export interface ContractSubject {
  store: EventStore;
  /** change one stored event's data behind the store's back; adapters that cannot, omit it */
  tamper?: (stream: string, revision: number) => Promise<void>;
  dispose: () => Promise<void>;
}

export function newEvent(type = 'Tested', data: NewEvent['data'] = {}, metadata?: NewEvent['metadata']): NewEvent {
  return { id: randomUUID(), type, data, metadata };
}

/**
 * readAll after `after` (everything, in pages of 10,000) once it includes every event of
 * `appended`: readAll may hold back events committed while an earlier writer was still running
 * (on PostgreSQL, any transaction on the server), so a test reads until they are there, and fails
 * naming the missing ones after `timeoutMs`.
 */
export async function readAllIncluding(
  store: EventStore,
  after: number | null,
  appended: Array<{ id: string }>,
  timeoutMs = 15_000,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const read = await store.readAll({ after, maxCount: 10_000 });
    const ids = new Set(read.map((e) => e.id));
    const missing = appended.filter((e) => !ids.has(e.id.toLowerCase()));
    if (missing.length === 0) return read;
    if (Date.now() > deadline) {
      throw new Error(`readAll after ${after} still lacks ${missing.length} appended events (${missing[0].id}…) after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function describeEventStoreContract(label: string, open: () => Promise<ContractSubject>): void {
  describe(`event store contract: ${label}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    let prefix: string;
    const stream = (name: string) => `${prefix}-${name}`;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });
    beforeEach(() => {
      prefix = `t${randomUUID().slice(0, 8)}`;
    });

    describe('append and expected revision', () => {
      it('creates a stream with no-stream and numbers revisions from 0', async () => {
        const s = stream('game');
        const result = await store.append(s, [newEvent('A'), newEvent('B'), newEvent('C')], {
          expectedRevision: 'no-stream',
        });
        expect(result.duplicate).toBe(false);
        expect(result.nextExpectedRevision).toBe(2);
        expect(result.events.map((e) => [e.type, e.revision])).toEqual([
          ['A', 0],
          ['B', 1],
          ['C', 2],
        ]);
        expect(await store.streamRevision(s)).toBe(2);
        expect(await store.streamRevision(stream('never-written'))).toBeNull();
      });

      it('rejects no-stream when the stream exists, naming the actual revision', async () => {
        const s = stream('game');
        await store.append(s, [newEvent()], { expectedRevision: 'no-stream' });
        const err = await store
          .append(s, [newEvent()], { expectedRevision: 'no-stream' })
          .catch((e: unknown) => e);
        expect(err).toBeInstanceOf(WrongExpectedRevisionError);
        expect(err).toMatchObject({ stream: s, expected: 'no-stream', actual: 0, code: 'WRONG_EXPECTED_REVISION' });
      });

      it('appends at the exact revision and rejects a stale one', async () => {
        const s = stream('game');
        await store.append(s, [newEvent(), newEvent()], { expectedRevision: 'no-stream' });
        const next = await store.append(s, [newEvent('Third')], { expectedRevision: 1 });
        expect(next.nextExpectedRevision).toBe(2);
        const stale = await store.append(s, [newEvent()], { expectedRevision: 1 }).catch((e: unknown) => e);
        expect(stale).toBeInstanceOf(WrongExpectedRevisionError);
        expect(stale).toMatchObject({ expected: 1, actual: 2 });
        const missing = await store
          .append(stream('other'), [newEvent()], { expectedRevision: 0 })
          .catch((e: unknown) => e);
        expect(missing).toMatchObject({ expected: 0, actual: null });
        expect(await store.streamRevision(s)).toBe(2);
      });

      it("appends with 'any' to new and existing streams", async () => {
        const s = stream('game');
        await store.append(s, [newEvent()], { expectedRevision: 'any' });
        const r = await store.append(s, [newEvent()], { expectedRevision: 'any' });
        expect(r.nextExpectedRevision).toBe(1);
      });

      it('lets exactly one of several concurrent writers at the same revision win', async () => {
        const s = stream('race');
        await store.append(s, [newEvent()], { expectedRevision: 'no-stream' });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 6 }, () => store.append(s, [newEvent()], { expectedRevision: 0 })),
        );
        const won = outcomes.filter((o) => o.status === 'fulfilled');
        const lost = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(5);
        for (const l of lost) expect(l.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0, 1]);
      });

      it('rejects malformed appends with a message naming the problem, storing nothing', async () => {
        const s = stream('bad');
        await expect(store.append(s, [], { expectedRevision: 'any' })).rejects.toThrow(/at least one event/);
        await expect(
          store.append(s, [{ id: 'not-a-uuid', type: 'X', data: {} }], { expectedRevision: 'any' }),
        ).rejects.toThrow(/not a UUID/);
        await expect(store.append('bad stream!', [newEvent()], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
          InvalidAppendError,
        );
        await expect(store.append(s, [newEvent()], { expectedRevision: -3 })).rejects.toThrow(/expectedRevision/);
        const dup = newEvent();
        await expect(store.append(s, [dup, dup], { expectedRevision: 'any' })).rejects.toThrow(/appears twice/);
        await expect(
          store.append(s, [{ ...newEvent(), data: { n: Number.NaN } }], { expectedRevision: 'any' }),
        ).rejects.toThrow(/not a JSON number/);
        const tooMany = Array.from({ length: MAX_EVENTS_PER_APPEND + 1 }, () => newEvent());
        await expect(store.append(s, tooMany, { expectedRevision: 'any' })).rejects.toThrow(
          `${MAX_EVENTS_PER_APPEND + 1} events in one append; at most ${MAX_EVENTS_PER_APPEND}`,
        );
        expect(await store.streamRevision(s)).toBeNull();
      });
    });

    describe('idempotency', () => {
      it('returns the original result when the same event ids are appended again', async () => {
        const s = stream('game');
        const events = [newEvent('A', { n: 1 }), newEvent('B', { n: 2 })];
        const first = await store.append(s, events, { expectedRevision: 'no-stream' });
        const again = await store.append(s, events, { expectedRevision: 'no-stream' });
        expect(again.duplicate).toBe(true);
        expect(again.events).toEqual(first.events);
        const anyAgain = await store.append(s, events, { expectedRevision: 'any' });
        expect(anyAgain.duplicate).toBe(true);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('treats a retry at the original exact revision as a repeat, after later appends too', async () => {
        const s = stream('game');
        await store.append(s, [newEvent()], { expectedRevision: 'no-stream' });
        const retried = [newEvent('Retried')];
        await store.append(s, retried, { expectedRevision: 0 });
        await store.append(s, [newEvent('Later')], { expectedRevision: 1 });
        const repeat = await store.append(s, retried, { expectedRevision: 0 });
        expect(repeat.duplicate).toBe(true);
        expect(repeat.events.map((e) => e.revision)).toEqual([1]);
        expect(await store.streamRevision(s)).toBe(2);
      });

      it('rejects an append that reuses only some ids', async () => {
        const s = stream('game');
        const a = newEvent();
        await store.append(s, [a], { expectedRevision: 'no-stream' });
        const err = await store.append(s, [a, newEvent()], { expectedRevision: 'any' }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(IdempotencyConflictError);
        expect(await store.readStream(s)).toHaveLength(1);
      });
    });

    describe('reading', () => {
      it('reads a stream by revision ranges', async () => {
        const s = stream('game');
        await store.append(s, Array.from({ length: 10 }, (_, i) => newEvent('E', { i })), {
          expectedRevision: 'no-stream',
        });
        const revs = (es: RecordedEvent[]) => es.map((e) => e.revision);
        expect(revs(await store.readStream(s))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(revs(await store.readStream(s, { from: 3, to: 5 }))).toEqual([3, 4, 5]);
        expect(revs(await store.readStream(s, { from: 7 }))).toEqual([7, 8, 9]);
        expect(revs(await store.readStream(s, { from: 2, maxCount: 2 }))).toEqual([2, 3]);
        expect(await store.readStream(s, { from: 20 })).toEqual([]);
        expect(await store.readStream(stream('absent'))).toEqual([]);
      });

      it('keeps data and metadata exactly, stamping recordedAt', async () => {
        const s = stream('game');
        const data = { text: 'Kirk \u2014 "Captain"', nested: { list: [1, 2.5, -3, null, true], empty: {} } };
        const [recorded] = (
          await store.append(
            s,
            [newEvent('Typed', data, { actor: 'player:1', commandId: 'c-1', correlationId: 'k-9', rule: '1E rulebook › X' })],
            { expectedRevision: 'any' },
          )
        ).events;
        const [read] = await store.readStream(s);
        expect(read.data).toEqual(data);
        expect(read.metadata).toMatchObject({ actor: 'player:1', commandId: 'c-1', correlationId: 'k-9', rule: '1E rulebook › X' });
        expect(new Date(read.metadata.recordedAt).toISOString()).toBe(read.metadata.recordedAt);
        expect(read.schemaVersion).toBe(1);
        expect(read).toEqual(recorded);
      });

      it('reads all streams in global order, with paging from a position', async () => {
        const a = stream('a');
        const b = stream('b');
        const before = await store.headPosition();
        const appended = [
          ...(await store.append(a, [newEvent('A0'), newEvent('A1')], { expectedRevision: 'no-stream' })).events,
          ...(await store.append(b, [newEvent('B0')], { expectedRevision: 'no-stream' })).events,
          ...(await store.append(a, [newEvent('A2')], { expectedRevision: 1 })).events,
        ];
        const ours = (es: RecordedEvent[]) => es.filter((e) => e.stream.startsWith(prefix));
        const all = ours(await readAllIncluding(store, before, appended));
        expect(all.map((e) => e.type)).toEqual(['A0', 'A1', 'B0', 'A2']);
        for (let i = 1; i < all.length; i++) expect(all[i].position).toBeGreaterThan(all[i - 1].position);
        expect(await store.headPosition()).toBeGreaterThanOrEqual(all[3].position);
        const page = ours(await store.readAll({ after: all[1].position, maxCount: 2 }));
        expect(page.map((e) => e.type)).toEqual(['B0', 'A2']);
      });

      it('gives every event of concurrent appends to different streams its own increasing position', async () => {
        const before = await store.headPosition();
        const appended: RecordedEvent[] = [];
        await Promise.all(
          Array.from({ length: 8 }, (_, w) =>
            (async () => {
              for (let i = 0; i < 5; i++) {
                const r = await store.append(stream(`w${w}`), [newEvent(), newEvent()], { expectedRevision: 'any' });
                appended.push(...r.events);
              }
            })(),
          ),
        );
        const mine = (await readAllIncluding(store, before, appended)).filter((e) => e.stream.startsWith(prefix));
        expect(mine).toHaveLength(80);
        expect(new Set(mine.map((e) => e.position)).size).toBe(80);
        for (let w = 0; w < 8; w++) {
          expect(mine.filter((e) => e.stream === stream(`w${w}`)).map((e) => e.revision)).toEqual(
            Array.from({ length: 10 }, (_, i) => i),
          );
        }
      });

      it("reads one stream's events in revision order when several writers race to append to it", async () => {
        const s = stream('shared');
        const before = await store.headPosition();
        const appended: RecordedEvent[] = [];
        await Promise.all(
          Array.from({ length: 4 }, () =>
            (async () => {
              for (let i = 0; i < 4; i++) {
                appended.push(...(await store.append(s, [newEvent(), newEvent()], { expectedRevision: 'any' })).events);
              }
            })(),
          ),
        );
        const all = (await readAllIncluding(store, before, appended)).filter((e) => e.stream === s);
        expect(all.map((e) => e.revision)).toEqual(Array.from({ length: 32 }, (_, i) => i));
        expect(await store.verifyStream(s)).toMatchObject({ ok: true, events: 32 });
      });
    });

    describe('hash chain', () => {
      it('chains each event to the previous one with sha256 over canonical JSON', async () => {
        const s = stream('game');
        await store.append(s, [newEvent('A', { b: 2, a: 1 }), newEvent('B')], { expectedRevision: 'no-stream' });
        await store.append(s, [newEvent('C')], { expectedRevision: 1 });
        const events = await store.readStream(s);
        expect(events[0].prevHash).toBe(GENESIS_HASH);
        events.forEach((e, i) => {
          if (i > 0) expect(e.prevHash).toBe(events[i - 1].hash);
          expect(e.hash).toBe(eventHash(e.prevHash, e));
          expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
        });
        expect(await store.verifyStream(s)).toEqual({ ok: true, stream: s, events: 3, headHash: events[2].hash });
      });

      it('reports the first broken link when a stored event is changed', async () => {
        if (!subject.tamper) return; // this adapter gives the test no way to edit storage directly
        const s = stream('game');
        await store.append(s, [newEvent(), newEvent(), newEvent(), newEvent()], { expectedRevision: 'no-stream' });
        await subject.tamper(s, 2);
        const result = await store.verifyStream(s);
        expect(result).toMatchObject({ ok: false, stream: s, brokenAt: 2, events: 4 });
        expect(result.ok === false && result.reason).toMatch(/does not match the recomputed/);
      });
    });

    describe('catch-up subscription', () => {
      /** A projector whose "database" is a map, written atomically with its checkpoint. */
      function projector(db: { applied: string[]; checkpoint: number | null }, failAt?: string): CheckpointedHandler {
        return {
          name: 'contract-projector',
          loadCheckpoint: async () => db.checkpoint,
          handle: async (e) => {
            if (!e.stream.startsWith(prefix)) {
              db.checkpoint = e.position;
              return;
            }
            if (e.type === failAt) throw new Error(`projector failed at ${failAt}`);
            db.applied = [...db.applied, e.type];
            db.checkpoint = e.position;
          },
        };
      }

      it('resumes after a restart mid-way without skipping or applying anything twice', async () => {
        const start = await store.headPosition();
        const s = stream('game');
        await store.append(s, ['E1', 'E2', 'E3', 'E4', 'E5'].map((t) => newEvent(t)), { expectedRevision: 'no-stream' });
        const db = { applied: [] as string[], checkpoint: start };
        const errors: unknown[] = [];

        // First run dies at E4 (the handler throws; its effects and checkpoint are not written).
        const first = new CatchUpSubscription(store, projector(db, 'E4'), {
          pollIntervalMs: 10,
          batchSize: 2,
          onError: (e) => errors.push(e),
        });
        while (errors.length === 0) await new Promise((r) => setTimeout(r, 5));
        await first.stop();
        expect(db.applied).toEqual(['E1', 'E2', 'E3']);

        // The restart resumes from the durable checkpoint and also receives events appended later.
        const second = new CatchUpSubscription(store, projector(db), { pollIntervalMs: 10, batchSize: 2 });
        await second.waitFor();
        const late = await store.append(s, [newEvent('E6')], { expectedRevision: 4 });
        await second.waitFor(late.events[0].position);
        await second.stop();
        expect(db.applied).toEqual(['E1', 'E2', 'E3', 'E4', 'E5', 'E6']);
        expect(db.checkpoint).toBe(late.events[0].position);
      });
    });
  });
}
