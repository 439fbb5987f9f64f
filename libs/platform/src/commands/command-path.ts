import { canonicalJson, sha256Hex } from '@captains-log/hashing';
import { uuidFromName, WrongExpectedRevisionError, type EventStore, type NewEvent, type RecordedEvent } from '@captains-log/event-store';

/**
 * The one path every command of the api takes (games, tournaments, round clocks; docs/architecture.md
 * › The command path): load the stream (from the cache when it is current), admit the caller, answer a
 * repeated command with what it produced the first time, check the caller's expected revision,
 * decide, append at the revision read, and tell whoever listens. Written once, after Emmett's
 * handleCommand (load → decide → append with the version check), so that idempotency, retries and
 * ordering change in one place.
 *
 * Framework-free: the api wraps it in Nest providers, the errors here are mapped to HTTP there.
 */

/** How a stream's events fold into the state commands are decided on. */
export interface StreamFold<S> {
  initialState(): S;
  evolve(state: S, event: RecordedEvent): S;
}

/** A stream as its log makes it. */
export interface LoadedStream<S> {
  readonly stream: string;
  /** every recorded event, oldest first */
  readonly events: readonly RecordedEvent[];
  readonly state: S;
  /** revision of the last event; null while the stream does not exist */
  readonly revision: number | null;
}

/** The caller's expected revision is not the stream's (409 in the api). */
export class StaleRevisionError extends Error {
  constructor(
    readonly stream: string,
    /** what the caller expected (null: that the stream does not exist yet) */
    readonly expected: number | null,
    /** where the stream is (null: it does not exist) */
    readonly actual: number | null,
  ) {
    super(`stream ${stream} is at revision ${actual ?? 'none'}, not ${expected ?? 'none'}`);
    this.name = 'StaleRevisionError';
  }
}

/**
 * A client's idempotency key was used before by the same caller for a different request (422 in the
 * api): the key names one request, so its answer is not given to another.
 */
export class IdempotencyConflictError extends Error {
  constructor(
    readonly stream: string,
    readonly key: string,
  ) {
    super(`the idempotency key "${key}" was already used for a different request on ${stream}; use a new key for a new request`);
    this.name = 'IdempotencyConflictError';
  }
}

/**
 * The command id and request fingerprint for a client's idempotency key: the id is scoped to the
 * caller (two callers never share a key, so nobody receives another's events through one) and to
 * what the key is used for; the fingerprint is sha256 of the request's RFC 8785 canonical JSON, so
 * a repeat with the same key and another request is an IdempotencyConflictError.
 */
export function idempotentCommand(scope: string, caller: string, key: string, request: unknown): { commandId: string; fingerprint: string; key: string } {
  return { commandId: uuidFromName(`${scope}|${caller}|${key}`), fingerprint: sha256Hex(canonicalJson(request)), key };
}

export interface CommandRequest<S> {
  /**
   * Idempotency: every event the command appends carries this id as `metadata.commandId`; when the
   * stream already holds events with it, the command is not decided again and those events are the
   * answer (`repeated: true`). Event ids should derive from it too, so that two instances racing
   * with the same command append once.
   */
  commandId: string;
  /**
   * sha256 of the request the command id stands for (idempotentCommand): recorded in the metadata
   * of every event appended (`requestHash`); a repeated command id whose recorded fingerprint differs
   * is an IdempotencyConflictError instead of a repeat.
   */
  fingerprint?: string;
  /** the client's own key, to name in an IdempotencyConflictError (default: the command id) */
  key?: string;
  /**
   * The revision the caller read (null: the stream must not exist yet). A different revision is a
   * StaleRevisionError. Undefined: decide on whatever is there now and, when another writer gets in
   * between, decide again on the fresh stream up to `retries` times.
   */
  expectedRevision?: number | null;
  /** how many times to decide again after losing a race (only without expectedRevision); default 0 */
  retries?: number;
  /** who may touch this stream at all; runs before the repeat lookup (throw to refuse) */
  admit?(loaded: LoadedStream<S>): void | Promise<void>;
  /** the command's own preconditions that come before the revision check (throw to refuse) */
  check?(loaded: LoadedStream<S>): void | Promise<void>;
  /** the events to append, ids and metadata included (none: nothing to do); throw to refuse (nothing is appended) */
  decide(loaded: LoadedStream<S>): NewEvent[] | Promise<NewEvent[]>;
}

export interface CommandOutcome<S> {
  /** the stream the command was decided on */
  before: LoadedStream<S>;
  /** the stream after the command's events */
  after: LoadedStream<S>;
  /** the command's events (the earlier ones when repeated) */
  events: readonly RecordedEvent[];
  /** true when the command had been handled before: nothing new was appended */
  repeated: boolean;
}

export interface CommandPathOptions<S> {
  fold: StreamFold<S>;
  /** how many folded streams to keep in memory (most recently used); default 500 */
  cacheSize?: number;
  /** after every append that wrote something (not after repeats): notify, poke projectors, follow-ups */
  appended?(outcome: CommandOutcome<S>): void | Promise<void>;
}

export class CommandPath<S> {
  private readonly cache = new Map<string, LoadedStream<S>>();
  /** commands for one stream run one after another in this process (the store's revision check guards across processes) */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: EventStore,
    private readonly options: CommandPathOptions<S>,
  ) {}

  /** The stream now: the cached fold plus whatever was appended since (by any process). */
  async load(stream: string): Promise<LoadedStream<S>> {
    const cached = this.cache.get(stream);
    const from = cached?.revision === null || cached === undefined ? 0 : cached.revision + 1;
    const fresh = await this.store.readStream(stream, { from });
    const loaded = this.extend(cached ?? this.empty(stream), fresh);
    if (loaded.revision !== null) this.remember(loaded);
    return loaded;
  }

  /**
   * Drop a stream's cached fold: the next load reads it from the store again (a chain found broken
   * in the store must not be answered from a fold of what it used to say).
   */
  forget(stream: string): void {
    this.cache.delete(stream);
  }

  /** Run one command on one stream (see CommandRequest for each step). */
  handle(stream: string, request: CommandRequest<S>): Promise<CommandOutcome<S>> {
    return this.serially(stream, () => this.run(stream, request));
  }

  private async run(stream: string, request: CommandRequest<S>): Promise<CommandOutcome<S>> {
    // Issue 17: when the caller expects the revision this process last folded, decide on that fold
    // without reading the store first (one round trip less per command). The append's revision
    // check proves the fold current. When another process appended meanwhile, the append is refused
    // (or the command refused on the old fold) and the command runs again on the stream as stored,
    // as if the try on the cached fold had not happened; a refusal costs one read to confirm.
    const cached = this.cachedAt(stream, request.expectedRevision);
    let fresh: LoadedStream<S> | undefined;
    if (cached) {
      const progress = { appended: false };
      try {
        const tried = await this.attempt(stream, request, cached, progress);
        if (!('lostTo' in tried)) return tried;
      } catch (err) {
        if (progress.appended) throw err;
        fresh = await this.load(stream);
        if (fresh.revision === cached.revision) throw err;
      }
    }
    for (let attempt = 0; ; attempt++) {
      const before = fresh ?? (await this.load(stream));
      fresh = undefined;
      const tried = await this.attempt(stream, request, before, { appended: false });
      if (!('lostTo' in tried)) return tried;
      if (request.expectedRevision !== undefined || attempt >= (request.retries ?? 0)) {
        throw new StaleRevisionError(stream, request.expectedRevision ?? before.revision, tried.lostTo);
      }
    }
  }

  /**
   * One try of the command on `before`: the outcome, or `lostTo` (the stream's revision then) when
   * another writer appended after `before`. `progress.appended` turns true once its events are stored.
   */
  private async attempt(
    stream: string,
    request: CommandRequest<S>,
    before: LoadedStream<S>,
    progress: { appended: boolean },
  ): Promise<CommandOutcome<S> | { lostTo: number | null }> {
    await request.admit?.(before);
    const earlier = before.events.filter((e) => e.metadata.commandId === request.commandId);
    if (earlier.length) {
      const recorded = earlier[0]!.metadata.requestHash;
      if (request.fingerprint !== undefined && typeof recorded === 'string' && recorded !== request.fingerprint) {
        throw new IdempotencyConflictError(stream, request.key ?? request.commandId);
      }
      return { before, after: before, events: earlier, repeated: true };
    }
    await request.check?.(before);
    if (request.expectedRevision !== undefined && request.expectedRevision !== before.revision) {
      throw new StaleRevisionError(stream, request.expectedRevision, before.revision);
    }
    const decided = await request.decide(before);
    const events = request.fingerprint === undefined ? decided : decided.map((e) => ({ ...e, metadata: { ...e.metadata, requestHash: request.fingerprint! } }));
    // nothing to record (the command found its work done): no append, nobody to tell
    if (events.length === 0) return { before, after: before, events: [], repeated: false };
    let result;
    try {
      result = await this.store.append(stream, events, { expectedRevision: before.revision ?? 'no-stream' });
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      return { lostTo: err.actual };
    }
    progress.appended = true;
    if (result.duplicate) {
      // another process appended this very command first (same event ids)
      const recorded = result.events[0]?.metadata.requestHash;
      if (request.fingerprint !== undefined && typeof recorded === 'string' && recorded !== request.fingerprint) {
        throw new IdempotencyConflictError(stream, request.key ?? request.commandId);
      }
      return { before, after: await this.load(stream), events: result.events, repeated: true };
    }
    const after = this.extend(before, result.events);
    this.remember(after);
    const outcome: CommandOutcome<S> = { before, after, events: result.events, repeated: false };
    await this.options.appended?.(outcome);
    return outcome;
  }

  /** The cached fold of the stream when it is at `revision` (a revision, not null or undefined). */
  private cachedAt(stream: string, revision: number | null | undefined): LoadedStream<S> | undefined {
    if (revision === null || revision === undefined) return undefined;
    const cached = this.cache.get(stream);
    return cached?.revision === revision ? cached : undefined;
  }

  private empty(stream: string): LoadedStream<S> {
    return { stream, events: [], state: this.options.fold.initialState(), revision: null };
  }

  private extend(loaded: LoadedStream<S>, events: readonly RecordedEvent[]): LoadedStream<S> {
    if (events.length === 0) return loaded;
    let state = loaded.state;
    for (const e of events) state = this.options.fold.evolve(state, e);
    return {
      stream: loaded.stream,
      events: [...loaded.events, ...events],
      state,
      revision: events[events.length - 1]!.revision,
    };
  }

  private remember(loaded: LoadedStream<S>): void {
    this.cache.delete(loaded.stream);
    this.cache.set(loaded.stream, loaded);
    if (this.cache.size > (this.options.cacheSize ?? 500)) this.cache.delete(this.cache.keys().next().value!);
  }

  private serially<T>(stream: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(stream) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => undefined);
    this.queues.set(stream, tail);
    void tail.then(() => {
      if (this.queues.get(stream) === tail) this.queues.delete(stream);
    });
    return run;
  }
}
