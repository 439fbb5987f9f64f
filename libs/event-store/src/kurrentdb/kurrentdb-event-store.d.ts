import type { AppendOptions, AppendResult, EventStore, EventStoreInfo, NewEvent, ReadAllOptions, ReadStreamOptions, RecordedEvent, StreamVerification } from '../types';
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
export declare class KurrentDbEventStore implements EventStore {
    private readonly now;
    readonly info: EventStoreInfo;
    private readonly client;
    constructor(connectionString: string, now?: () => Date);
    append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
    /** The same idempotency rule as the SQL adapters: the ids, in order, right after the revision
     * the writer expected (or anywhere in the stream's recent tail for 'any'). */
    private findRepeat;
    private head;
    streamRevision(stream: string): Promise<number | null>;
    readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
    readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
    headPosition(): Promise<number | null>;
    verifyStream(stream: string): Promise<StreamVerification>;
    ping(): Promise<void>;
    close(): Promise<void>;
}
