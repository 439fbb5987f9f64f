import type { ExpectedRevision } from './types';
/** Base class of every error the event store raises on purpose. */
export declare class EventStoreError extends Error {
    readonly code: string;
    constructor(message: string, code: string);
}
/** The stream was not at the revision the writer expected (optimistic concurrency). */
export declare class WrongExpectedRevisionError extends EventStoreError {
    readonly stream: string;
    readonly expected: ExpectedRevision;
    /** the stream's actual revision, null when it does not exist */
    readonly actual: number | null;
    constructor(stream: string, expected: ExpectedRevision, 
    /** the stream's actual revision, null when it does not exist */
    actual: number | null);
}
/** Some of the appended event ids exist already, but not as exactly this append. */
export declare class IdempotencyConflictError extends EventStoreError {
    readonly stream: string;
    readonly eventIds: string[];
    constructor(stream: string, eventIds: string[], detail: string);
}
/** The append itself is malformed: bad stream name, bad id, empty type, non-JSON data. */
export declare class InvalidAppendError extends EventStoreError {
    constructor(message: string);
}
