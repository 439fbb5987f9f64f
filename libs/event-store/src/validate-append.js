"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.validateAppend = validateAppend;
exports.revisionMatches = revisionMatches;
exports.chainEvents = chainEvents;
const canonical_json_1 = require("./canonical-json");
const errors_1 = require("./errors");
const hash_chain_1 = require("./hash-chain");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STREAM = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/;
/** Reject a malformed append before touching storage, naming what is wrong. */
function validateAppend(stream, events, expected) {
    if (typeof stream !== 'string' || !STREAM.test(stream)) {
        throw new errors_1.InvalidAppendError(`stream name ${JSON.stringify(stream)} is invalid: use 1-200 letters, digits, '_', '.', ':' or '-', starting with a letter or digit`);
    }
    if (expected !== 'any' &&
        expected !== 'no-stream' &&
        !(typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0)) {
        throw new errors_1.InvalidAppendError(`expectedRevision ${JSON.stringify(expected)} is invalid: use 'any', 'no-stream' or a revision >= 0`);
    }
    if (!Array.isArray(events) || events.length === 0) {
        throw new errors_1.InvalidAppendError(`append to ${stream}: at least one event is required`);
    }
    const seen = new Set();
    events.forEach((e, i) => {
        const where = `append to ${stream}, event ${i}`;
        if (typeof e.id !== 'string' || !UUID.test(e.id)) {
            throw new errors_1.InvalidAppendError(`${where}: id ${JSON.stringify(e.id)} is not a UUID`);
        }
        const id = e.id.toLowerCase();
        if (seen.has(id))
            throw new errors_1.InvalidAppendError(`${where}: id ${e.id} appears twice in one append`);
        seen.add(id);
        if (typeof e.type !== 'string' || e.type.length === 0 || e.type.length > 200) {
            throw new errors_1.InvalidAppendError(`${where}: type must be a non-empty string of at most 200 characters`);
        }
        if (e.schemaVersion !== undefined &&
            !(Number.isSafeInteger(e.schemaVersion) && e.schemaVersion >= 1)) {
            throw new errors_1.InvalidAppendError(`${where}: schemaVersion must be an integer >= 1`);
        }
        if (e.data === null || typeof e.data !== 'object' || Array.isArray(e.data)) {
            throw new errors_1.InvalidAppendError(`${where}: data must be a JSON object`);
        }
        try {
            (0, canonical_json_1.canonicalJson)(e.data);
            (0, canonical_json_1.canonicalJson)(e.metadata ?? {});
        }
        catch (err) {
            throw new errors_1.InvalidAppendError(`${where}: ${err.message}`);
        }
        if (JSON.stringify(e.data).includes('\\u0000')) {
            throw new errors_1.InvalidAppendError(`${where}: data contains a NUL character, which cannot be stored`);
        }
    });
}
/** Does the stream's current revision satisfy what the writer expected? */
function revisionMatches(expected, current) {
    if (expected === 'any')
        return true;
    if (expected === 'no-stream')
        return current === null;
    return current === expected;
}
/**
 * Turn proposed events into recorded ones (minus the global position, which the adapter assigns),
 * chaining hashes from the stream's current head.
 */
function chainEvents(stream, events, current, recordedAt) {
    let prevHash = current.headHash;
    let revision = current.revision ?? -1;
    return events.map((e) => {
        revision += 1;
        const fields = {
            id: e.id.toLowerCase(),
            stream,
            revision,
            type: e.type,
            schemaVersion: e.schemaVersion ?? 1,
            data: e.data,
            metadata: { ...stripUndefined(e.metadata ?? {}), recordedAt: e.metadata?.recordedAt ?? recordedAt },
        };
        const hash = (0, hash_chain_1.eventHash)(prevHash, fields);
        const recorded = { ...fields, prevHash, hash };
        prevHash = hash;
        return recorded;
    });
}
function stripUndefined(o) {
    return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
//# sourceMappingURL=validate-append.js.map