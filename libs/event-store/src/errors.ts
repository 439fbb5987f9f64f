import type { ExpectedRevision } from './types';

/** Base class of every error the event store raises on purpose. */
export class EventStoreError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The stream was not at the revision the writer expected (optimistic concurrency). */
export class WrongExpectedRevisionError extends EventStoreError {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    /** the stream's actual revision, null when it does not exist */
    readonly actual: number | null,
  ) {
    super(
      `stream ${stream}: expected revision ${String(expected)} but the stream is at ${
        actual === null ? 'no-stream' : actual
      }`,
      'WRONG_EXPECTED_REVISION',
    );
  }
}

/** Some of the appended event ids exist already, but not as exactly this append. */
export class IdempotencyConflictError extends EventStoreError {
  constructor(
    readonly stream: string,
    readonly eventIds: string[],
    detail: string,
  ) {
    super(`stream ${stream}: event ids already used (${detail}): ${eventIds.join(', ')}`, 'IDEMPOTENCY_CONFLICT');
  }
}

/** The append itself is malformed: bad stream name, bad id, empty type, non-JSON data. */
export class InvalidAppendError extends EventStoreError {
  constructor(message: string) {
    super(message, 'INVALID_APPEND');
  }
}
