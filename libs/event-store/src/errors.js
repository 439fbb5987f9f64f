"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.InvalidAppendError = exports.IdempotencyConflictError = exports.WrongExpectedRevisionError = exports.EventStoreError = void 0;
/** Base class of every error the event store raises on purpose. */
class EventStoreError extends Error {
    code;
    constructor(message, code) {
        super(message);
        this.code = code;
        this.name = new.target.name;
    }
}
exports.EventStoreError = EventStoreError;
/** The stream was not at the revision the writer expected (optimistic concurrency). */
class WrongExpectedRevisionError extends EventStoreError {
    stream;
    expected;
    actual;
    constructor(stream, expected, 
    /** the stream's actual revision, null when it does not exist */
    actual) {
        super(`stream ${stream}: expected revision ${String(expected)} but the stream is at ${actual === null ? 'no-stream' : actual}`, 'WRONG_EXPECTED_REVISION');
        this.stream = stream;
        this.expected = expected;
        this.actual = actual;
    }
}
exports.WrongExpectedRevisionError = WrongExpectedRevisionError;
/** Some of the appended event ids exist already, but not as exactly this append. */
class IdempotencyConflictError extends EventStoreError {
    stream;
    eventIds;
    constructor(stream, eventIds, detail) {
        super(`stream ${stream}: event ids already used (${detail}): ${eventIds.join(', ')}`, 'IDEMPOTENCY_CONFLICT');
        this.stream = stream;
        this.eventIds = eventIds;
    }
}
exports.IdempotencyConflictError = IdempotencyConflictError;
/** The append itself is malformed: bad stream name, bad id, empty type, non-JSON data. */
class InvalidAppendError extends EventStoreError {
    constructor(message) {
        super(message, 'INVALID_APPEND');
    }
}
exports.InvalidAppendError = InvalidAppendError;
//# sourceMappingURL=errors.js.map