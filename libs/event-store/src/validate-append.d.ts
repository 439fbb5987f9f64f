import type { ExpectedRevision, NewEvent, RecordedEvent } from './types';
/** Reject a malformed append before touching storage, naming what is wrong. */
export declare function validateAppend(stream: string, events: NewEvent[], expected: ExpectedRevision): void;
/** Does the stream's current revision satisfy what the writer expected? */
export declare function revisionMatches(expected: ExpectedRevision, current: number | null): boolean;
/**
 * Turn proposed events into recorded ones (minus the global position, which the adapter assigns),
 * chaining hashes from the stream's current head.
 */
export declare function chainEvents(stream: string, events: NewEvent[], current: {
    revision: number | null;
    headHash: string;
}, recordedAt: string): Omit<RecordedEvent, 'position'>[];
