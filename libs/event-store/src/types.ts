/**
 * The event store port (DESIGN.md › Event store): an append-only log of streams with optimistic
 * concurrency, a global order, catch-up subscriptions and a per-stream hash chain.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** What the writer knows about the stream it appends to. */
export type ExpectedRevision =
  /** append whatever the stream's state */
  | 'any'
  /** the stream must not exist yet */
  | 'no-stream'
  /** the revision of the stream's last event (0-based) */
  | number;

/** Who and what caused an event. Everything is optional except recordedAt, set by the store. */
export interface EventMetadata {
  actor?: string;
  commandId?: string;
  correlationId?: string;
  causationId?: string;
  /** rule reference, e.g. "1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS" */
  rule?: string;
  /** ISO-8601 UTC time the store recorded the event */
  recordedAt: string;
  /** anything else the writer records about the cause (JSON), e.g. the command that produced it */
  [key: string]: JsonValue | undefined;
}

/** An event as a writer proposes it. */
export interface NewEvent {
  /** UUID; re-appending the same ids is idempotent */
  id: string;
  type: string;
  /** schema version of `data` for `type`; 1 when omitted */
  schemaVersion?: number;
  data: JsonObject;
  metadata?: Partial<EventMetadata>;
}

/** An event as the store recorded it. */
export interface RecordedEvent {
  id: string;
  stream: string;
  /** 0-based position within the stream */
  revision: number;
  /** position in the store's global order (the order of readAll): strictly increasing, not dense
   * (gaps are normal). Once a reader has read past a position, no event ever appears below it, so
   * a projector can checkpoint it. */
  position: number;
  type: string;
  schemaVersion: number;
  data: JsonObject;
  metadata: EventMetadata;
  /** hash of the previous event in the stream (GENESIS_HASH for the first) */
  prevHash: string;
  /** sha256(prevHash || canonical(event)) in lowercase hex */
  hash: string;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** the revision of the stream's last event after the append */
  nextExpectedRevision: number;
  /** the recorded events of this append (the original ones when the append was a repeat) */
  events: RecordedEvent[];
  /** true when every event id had already been appended: nothing new was written */
  duplicate: boolean;
}

export interface ReadStreamOptions {
  /** first revision to read (inclusive); default 0 */
  from?: number;
  /** last revision to read (inclusive); default: the end */
  to?: number;
  /** at most this many events */
  maxCount?: number;
}

export interface ReadAllOptions {
  /** read events whose global position is strictly greater than this; default: from the start */
  after?: number | null;
  /** at most this many events; default 1000 */
  maxCount?: number;
}

export type StreamVerification =
  | { ok: true; stream: string; events: number; headHash: string | null }
  | {
      ok: false;
      stream: string;
      events: number;
      /** the first event whose link does not hold */
      brokenAt: number;
      reason: string;
    };

/** Health and identity of an adapter, for /health. */
export interface EventStoreInfo {
  adapter: 'postgres' | 'pglite' | 'kurrentdb';
  /** where it stores: a redacted URL or a folder */
  location: string;
}

export interface EventStore {
  readonly info: EventStoreInfo;
  /** append 1 to MAX_EVENTS_PER_APPEND (4,096) events to one stream, atomically */
  append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  /** the revision of the stream's last event, or null when the stream does not exist */
  streamRevision(stream: string): Promise<number | null>;
  readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /** events of every stream in global order, each stream's in revision order; only events no
   * later commit can precede (an adapter may hold back committed events while an earlier writer
   * is still running) */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** the highest global position committed so far, or null when the store is empty (readAll may
   * reach it a little later, see readAll) */
  headPosition(): Promise<number | null>;
  /** re-hash a stream from its first event and report the first broken link */
  verifyStream(stream: string): Promise<StreamVerification>;
  /** a cheap round trip, throwing when the store cannot be reached */
  ping(): Promise<void>;
  close(): Promise<void>;
}
