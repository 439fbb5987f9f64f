import { openPostgresEventStore, type EventStore, type NewEvent, type RecordedEvent } from '@captains-log/event-store';
import { dropSchema, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { CommandPath, IdempotencyConflictError, idempotentCommand, StaleRevisionError, type CommandOutcome, type StreamFold } from './command-path';

/** A counter stream: each `Added` event adds its amount; the state is the running total. */
const counter: StreamFold<number> = {
  initialState: () => 0,
  evolve: (total, e: RecordedEvent) => total + Number(e.data.amount),
};

let seq = 0;
const added = (commandId: string, amount: number, count = 1): NewEvent[] =>
  Array.from({ length: count }, () => ({
    id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    type: 'Added',
    data: { amount },
    metadata: { commandId },
  }));

describe('CommandPath (the one command path: load, admit, repeat, check, decide, append, notify)', () => {
  const schema = uniqueName('command_path');
  let store: EventStore;
  let appended: CommandOutcome<number>[];
  let path: CommandPath<number>;

  beforeAll(async () => {
    store = await openPostgresEventStore(TEST_DATABASE_URL, { schema });
  });
  beforeEach(() => {
    appended = [];
    path = new CommandPath(store, { fold: counter, appended: (o) => void appended.push(o) });
  });
  afterAll(async () => {
    await store.close();
    await dropSchema(schema);
  });

  it('decides on the folded stream, appends at the revision read and tells the listener', async () => {
    const stream = `counter-${uniqueName('a')}`;
    const first = await path.handle(stream, { commandId: 'c1', expectedRevision: null, decide: () => added('c1', 5, 2) });
    expect(first.repeated).toBe(false);
    expect(first.before.revision).toBeNull();
    expect(first.after).toMatchObject({ revision: 1, state: 10 });
    const second = await path.handle(stream, { commandId: 'c2', expectedRevision: 1, decide: ({ state }) => added('c2', state) });
    expect(second.after).toMatchObject({ revision: 2, state: 20 });
    expect(appended.map((o) => o.events.map((e) => e.revision))).toEqual([[0, 1], [2]]);
    expect((await store.readStream(stream)).map((e) => e.data.amount)).toEqual([5, 5, 10]);
  });

  it('answers a repeated command id with the events it produced, without deciding again or notifying', async () => {
    const stream = `counter-${uniqueName('b')}`;
    const original = await path.handle(stream, { commandId: 'same', decide: () => added('same', 3) });
    await path.handle(stream, { commandId: 'other', decide: () => added('other', 4) });
    const decide = jest.fn(() => added('same', 99));
    const repeat = await path.handle(stream, { commandId: 'same', expectedRevision: 0, decide });
    expect(decide).not.toHaveBeenCalled();
    expect(repeat.repeated).toBe(true);
    expect(repeat.events.map((e) => e.id)).toEqual(original.events.map((e) => e.id));
    expect(appended).toHaveLength(2);
  });

  it('runs admit before the repeat lookup and check before the revision check', async () => {
    const stream = `counter-${uniqueName('c')}`;
    await path.handle(stream, { commandId: 'x', decide: () => added('x', 1) });
    const refused = new Error('not yours');
    await expect(path.handle(stream, { commandId: 'x', admit: () => { throw refused; }, decide: () => [] })).rejects.toBe(refused);
    const wrong = new Error('bad command');
    await expect(path.handle(stream, { commandId: 'y', expectedRevision: 7, check: () => { throw wrong; }, decide: () => [] })).rejects.toBe(wrong);
  });

  it('refuses a stale expected revision, naming where the stream is', async () => {
    const stream = `counter-${uniqueName('d')}`;
    await path.handle(stream, { commandId: 'a', decide: () => added('a', 1, 3) });
    const stale = path.handle(stream, { commandId: 'b', expectedRevision: 1, decide: () => added('b', 1) });
    await expect(stale).rejects.toBeInstanceOf(StaleRevisionError);
    await expect(stale).rejects.toMatchObject({ stream, expected: 1, actual: 2 });
  });

  it('appends nothing when the decision is empty', async () => {
    const stream = `counter-${uniqueName('e')}`;
    await path.handle(stream, { commandId: 'a', decide: () => added('a', 1) });
    const none = await path.handle(stream, { commandId: 'b', decide: () => [] });
    expect(none).toMatchObject({ repeated: false, events: [] });
    expect(none.after.revision).toBe(0);
    expect(appended).toHaveLength(1);
  });

  it('sees what another process appended, and decides again after losing a race when it may', async () => {
    const stream = `counter-${uniqueName('f')}`;
    const other = new CommandPath(store, { fold: counter });
    await path.handle(stream, { commandId: 'a', decide: () => added('a', 1) });
    await other.handle(stream, { commandId: 'b', decide: () => added('b', 10) });
    // the first process's cache is behind by one event: the load reads it
    expect((await path.load(stream)).state).toBe(11);

    // a writer slips in between this process's load and its append
    let raced = false;
    let races = 0;
    const racing = () => {
      if (!raced) {
        raced = true;
        const id = `r${races++}`;
        return other.handle(stream, { commandId: id, decide: () => added(id, 100) }).then(() => undefined);
      }
      return undefined;
    };
    const decisions: number[] = [];
    const retried = await path.handle(stream, {
      commandId: 'c',
      retries: 1,
      check: racing,
      decide: ({ state }) => {
        decisions.push(state);
        return added('c', 1000);
      },
    });
    expect(decisions).toEqual([11, 111]);
    expect(retried.after.state).toBe(1111);

    // with an expected revision the caller decides: the race is a StaleRevisionError at once
    raced = false;
    await expect(
      path.handle(stream, { commandId: 'd', expectedRevision: 3, check: racing, decide: () => added('d', 1) }),
    ).rejects.toMatchObject({ expected: 3, actual: 4 });
  });

  it('runs the commands of one stream one after another in this process', async () => {
    const stream = `counter-${uniqueName('g')}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        path.handle(stream, { commandId: `k${i}`, decide: ({ revision }) => added(`k${i}`, (revision ?? -1) + 1) }),
      ),
    );
    expect(results.map((r) => r.after.revision)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect((await store.readStream(stream)).map((e) => e.data.amount)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
  it('scopes a client key to its caller and refuses the same key for a different request (issue 14)', async () => {
    const stream = `counter-${uniqueName('idem')}`;
    const mine = idempotentCommand('counter', 'kirk', 'key-1', { add: 2 });
    const first = await path.handle(stream, { ...mine, decide: () => added(mine.commandId, 2) });
    expect(first.events[0]!.metadata.requestHash).toBe(mine.fingerprint);
    const again = await path.handle(stream, { ...mine, decide: () => added(mine.commandId, 2) });
    expect(again.repeated).toBe(true);
    // another caller's same key is another command: decided and appended
    const theirs = idempotentCommand('counter', 'kor', 'key-1', { add: 2 });
    expect(theirs.commandId).not.toBe(mine.commandId);
    const other = await path.handle(stream, { ...theirs, decide: () => added(theirs.commandId, 2) });
    expect(other).toMatchObject({ repeated: false, after: { state: 4 } });
    // the same caller and key with another request
    const changed = idempotentCommand('counter', 'kirk', 'key-1', { add: 3 });
    expect(changed.commandId).toBe(mine.commandId);
    await expect(path.handle(stream, { ...changed, decide: () => added(changed.commandId, 3) })).rejects.toThrow(IdempotencyConflictError);
    await expect(path.handle(stream, { ...changed, decide: () => added(changed.commandId, 3) })).rejects.toThrow(/"key-1" was already used for a different request/);
  });

  describe('on the fold it holds (issue 17: no read of the store when the caller expects its revision)', () => {
    /** the store, counting its readStream calls */
    const counting = () => {
      const reads = { count: 0 };
      const counted: EventStore = Object.create(store);
      counted.readStream = (...args) => {
        reads.count += 1;
        return store.readStream(...args);
      };
      return { reads, counted };
    };

    it('decides on its fold without reading the store, and reads when the caller expects another revision', async () => {
      const { reads, counted } = counting();
      const own = new CommandPath(counted, { fold: counter });
      const stream = `counter-${uniqueName('fast')}`;
      await own.handle(stream, { commandId: 'a', expectedRevision: null, decide: () => added('a', 1) });
      const before = reads.count;
      const second = await own.handle(stream, { commandId: 'b', expectedRevision: 0, decide: ({ state }) => added('b', state + 1) });
      expect(second.after).toMatchObject({ revision: 1, state: 3 });
      expect(reads.count).toBe(before);
      // no expectation: the store is read (another process may have appended)
      await own.handle(stream, { commandId: 'c', decide: () => added('c', 1) });
      expect(reads.count).toBe(before + 1);
    });

    it('when another process appended meanwhile, answers as on the stored stream: stale, a repeat, or decided again', async () => {
      const stream = `counter-${uniqueName('behind')}`;
      const other = new CommandPath(store, { fold: counter });
      await path.handle(stream, { commandId: 'a', expectedRevision: null, decide: () => added('a', 1) });
      await other.handle(stream, { commandId: 'b', decide: () => added('b', 10) });
      // this process still holds revision 0; a caller who read revision 0 is behind the store
      await expect(path.handle(stream, { commandId: 'c', expectedRevision: 0, decide: () => added('c', 100) })).rejects.toMatchObject({
        expected: 0,
        actual: 1,
      });
      expect((await store.readStream(stream)).map((e) => e.data.amount)).toEqual([1, 10]);

      // a refusal decided on an old fold is checked against the stored stream: there it is stale
      await other.handle(stream, { commandId: 'd', decide: () => added('d', 1000) });
      const refusal = new Error('not on this fold');
      await expect(
        path.handle(stream, { commandId: 'e', expectedRevision: 1, check: ({ revision }) => { if (revision === 1) throw refusal; }, decide: () => added('e', 1) }),
      ).rejects.toMatchObject({ expected: 1, actual: 2 });
      // …and when the fold is current, the refusal stands
      await expect(path.handle(stream, { commandId: 'f', expectedRevision: 2, check: () => { throw refusal; }, decide: () => [] })).rejects.toBe(refusal);

      // the same command (same event ids) appended by the other process first: a repeat
      const same = added('g', 5);
      await other.handle(stream, { commandId: 'g', expectedRevision: 2, decide: () => same });
      const repeat = await path.handle(stream, { commandId: 'g', expectedRevision: 2, decide: () => same });
      expect(repeat.repeated).toBe(true);
      expect(repeat.events.map((e) => e.id)).toEqual(same.map((e) => e.id));
      expect((await store.readStream(stream)).map((e) => e.data.amount)).toEqual([1, 10, 1000, 5]);
    });
  });
});
