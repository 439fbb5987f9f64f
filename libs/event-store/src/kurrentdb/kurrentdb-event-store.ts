import {
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { redactUrl } from '../redact-url';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '../errors';
import { GENESIS_HASH, verifyChain } from '../hash-chain';
import type {
  AppendOptions,
  AppendResult,
  EventMetadata,
  EventStore,
  EventStoreInfo,
  JsonObject,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamVerification,
} from '../types';
import { chainEvents, revisionMatches, validateAppend } from '../validate-append';

/** What we keep in KurrentDB's per-event metadata besides the caller's metadata. */
interface StoredMetadata extends EventMetadata {
  $schemaVersion: number;
  $prevHash: string;
  $hash: string;
}

const MAX_ANY_RETRIES = 10;

/**
 * The event store on KurrentDB (formerly EventStoreDB) through the official Node client.
 *
 * Mapping: our stream, revision and event id are KurrentDB's; `data` is the JSON body; our metadata
 * plus the schema version and the hash-chain links travel in KurrentDB's event metadata. The global
 * position is KurrentDB's commit position (a log offset: increasing, not dense).
 *
 * The hash chain needs the previous event's hash, so every append reads the stream's head and then
 * appends with that exact revision. An 'any' append that loses a race re-reads and retries.
 */
export class KurrentDbEventStore implements EventStore {
  readonly info: EventStoreInfo;
  private readonly client: KurrentDBClient;

  constructor(connectionString: string, private readonly now: () => Date = () => new Date()) {
    this.client = KurrentDBClient.connectionString`${connectionString}`;
    this.info = { adapter: 'kurrentdb', location: redactUrl(connectionString) };
  }

  async append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    validateAppend(stream, events, options.expectedRevision);
    for (let attempt = 0; ; attempt++) {
      const head = await this.head(stream);
      const repeat = await this.findRepeat(stream, events, options, head?.revision ?? null);
      if (repeat) return repeat;
      if (!revisionMatches(options.expectedRevision, head?.revision ?? null)) {
        throw new WrongExpectedRevisionError(stream, options.expectedRevision, head?.revision ?? null);
      }
      const chained = chainEvents(
        stream,
        events,
        { revision: head?.revision ?? null, headHash: head?.hash ?? GENESIS_HASH },
        this.now().toISOString(),
      );
      try {
        await this.client.appendToStream(
          stream,
          chained.map((e) =>
            jsonEvent({
              id: e.id,
              type: e.type,
              data: e.data,
              metadata: { ...e.metadata, $schemaVersion: e.schemaVersion, $prevHash: e.prevHash, $hash: e.hash },
            }),
          ),
          { streamState: head ? BigInt(head.revision) : NO_STREAM },
        );
      } catch (err) {
        if (err instanceof WrongExpectedVersionError) {
          if (options.expectedRevision === 'any' && attempt < MAX_ANY_RETRIES) continue;
          throw new WrongExpectedRevisionError(stream, options.expectedRevision, await this.streamRevision(stream));
        }
        throw err;
      }
      const recorded = await this.readStream(stream, { from: chained[0].revision, maxCount: chained.length });
      return { nextExpectedRevision: recorded[recorded.length - 1].revision, events: recorded, duplicate: false };
    }
  }

  /** The same idempotency rule as the SQL adapters: the ids, in order, right after the revision
   * the writer expected (or anywhere in the stream's recent tail for 'any'). */
  private async findRepeat(
    stream: string,
    events: NewEvent[],
    options: AppendOptions,
    current: number | null,
  ): Promise<AppendResult | null> {
    if (current === null) return null;
    const ids = events.map((e) => e.id.toLowerCase());
    const expected = options.expectedRevision;
    let candidates: RecordedEvent[];
    if (expected === 'no-stream') candidates = await this.readStream(stream, { from: 0, maxCount: ids.length });
    else if (typeof expected === 'number') {
      candidates = await this.readStream(stream, { from: expected + 1, maxCount: ids.length });
    } else {
      const tail = await this.readStream(stream, { from: Math.max(0, current - 99) });
      const start = tail.findIndex((e) => e.id === ids[0]);
      candidates = start < 0 ? [] : tail.slice(start, start + ids.length);
    }
    const matching = candidates.filter((e, i) => e.id === ids[i]).length;
    if (matching === ids.length) {
      return { nextExpectedRevision: candidates[candidates.length - 1].revision, events: candidates, duplicate: true };
    }
    if (matching > 0) throw new IdempotencyConflictError(stream, ids, 'they belong to a different append');
    return null;
  }

  private async head(stream: string): Promise<{ revision: number; hash: string } | null> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: 1,
      })) {
        const e = toRecorded(resolved);
        if (e) return { revision: e.revision, hash: e.hash };
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return null;
      throw err;
    }
    return null;
  }

  async streamRevision(stream: string): Promise<number | null> {
    return (await this.head(stream))?.revision ?? null;
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const from = options.from ?? 0;
    const to = options.to ?? Number.MAX_SAFE_INTEGER;
    const out: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(stream, {
        direction: FORWARDS,
        fromRevision: from === 0 ? START : BigInt(from),
        ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
      })) {
        const e = toRecorded(resolved);
        if (!e) continue;
        if (e.revision > to) break;
        out.push(e);
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? null;
    const max = options.maxCount ?? 1000;
    const out: RecordedEvent[] = [];
    const fromPosition =
      after === null ? START : { commit: BigInt(after), prepare: BigInt(after) };
    for await (const resolved of this.client.readAll({ direction: FORWARDS, fromPosition, maxCount: max + 1 })) {
      const e = toRecorded(resolved);
      if (!e || (after !== null && e.position <= after)) continue; // system events; the start position itself
      out.push(e);
      if (out.length >= max) break;
    }
    return out;
  }

  async headPosition(): Promise<number | null> {
    for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 50 })) {
      const e = toRecorded(resolved);
      if (e) return e.position;
    }
    return null;
  }

  async verifyStream(stream: string): Promise<StreamVerification> {
    return verifyChain(stream, await this.readStream(stream));
  }

  async ping(): Promise<void> {
    await this.headPosition();
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** Our events only: system events ($-prefixed types or streams) and foreign events are skipped. */
function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const e = resolved.event;
  if (!e || !e.isJson || e.type.startsWith('$') || e.streamId.startsWith('$')) return null;
  const meta = e.metadata as unknown as StoredMetadata | undefined;
  if (!meta || typeof meta.$hash !== 'string') return null;
  const { $schemaVersion, $prevHash, $hash, ...metadata } = meta;
  return {
    id: e.id,
    stream: e.streamId,
    revision: Number(e.revision),
    position: Number(e.position?.commit ?? resolved.commitPosition ?? -1n),
    type: e.type,
    schemaVersion: $schemaVersion,
    data: e.data as JsonObject,
    metadata: metadata as EventMetadata,
    prevHash: $prevHash,
    hash: $hash,
  };
}
