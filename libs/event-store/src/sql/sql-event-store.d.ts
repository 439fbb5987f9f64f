import type { AppendOptions, AppendResult, EventStore, EventStoreInfo, NewEvent, ReadAllOptions, ReadStreamOptions, RecordedEvent, StreamVerification } from '../types';
import type { SqlDatabase } from './sql-database';
export interface SqlEventStoreOptions {
    /** PostgreSQL schema holding the store's tables; default "event_store" */
    schema?: string;
    /** clock for metadata.recordedAt; tests may fix it */
    now?: () => Date;
    /** test hook: runs inside the append transaction just before COMMIT */
    beforeCommit?: (stream: string) => Promise<void>;
}
/**
 * The event store on PostgreSQL SQL, shared by the PostgreSQL (node-postgres) and embedded (PGlite)
 * adapters.
 *
 * Global order without gaps that readers could skip. A sequence (or serial column) hands out
 * positions when rows are inserted, not when their transaction commits: writer A can take position
 * 10, writer B position 11, B commits first, a reader of "position > 9" sees 11, stores checkpoint
 * 11, and never sees 10 when A commits. We avoid that by taking positions from a one-row counter
 * (`global_position`) with `UPDATE … RETURNING` as the last step before COMMIT. The row lock is held
 * until the transaction ends, so a second writer cannot obtain positions until the first has
 * committed or rolled back: positions become visible in increasing order, and a rollback returns
 * its numbers to the counter (no gaps at all). Readers then simply read `position > checkpoint`.
 * The price is that commits of different streams are serialised for the short time between taking
 * positions and COMMIT; everything before (validation, stream lock, hashing) runs in parallel.
 * bench/event-store measures what that costs against a bare INSERT loop.
 */
export declare class SqlEventStore implements EventStore {
    private readonly db;
    readonly info: EventStoreInfo;
    private readonly options;
    private readonly schema;
    private readonly now;
    constructor(db: SqlDatabase, info: EventStoreInfo, options?: SqlEventStoreOptions);
    /** create or upgrade the store's tables */
    migrate(): Promise<string[]>;
    append(stream: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
    /**
     * Idempotency: when every id of this append is already stored, as consecutive events of this
     * stream in the same order, and the writer's expectation matches the original append (or is
     * 'any'), the append is a repeat. Any other overlap is a conflict.
     */
    private findRepeat;
    streamRevision(stream: string): Promise<number | null>;
    readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
    readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
    headPosition(): Promise<number | null>;
    verifyStream(stream: string): Promise<StreamVerification>;
    ping(): Promise<void>;
    close(): Promise<void>;
}
