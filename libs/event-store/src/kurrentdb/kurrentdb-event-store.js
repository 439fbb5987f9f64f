"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KurrentDbEventStore = void 0;
const kurrentdb_client_1 = require("@kurrent/kurrentdb-client");
const redact_url_1 = require("../redact-url");
const errors_1 = require("../errors");
const hash_chain_1 = require("../hash-chain");
const validate_append_1 = require("../validate-append");
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
class KurrentDbEventStore {
    now;
    info;
    client;
    constructor(connectionString, now = () => new Date()) {
        this.now = now;
        this.client = kurrentdb_client_1.KurrentDBClient.connectionString `${connectionString}`;
        this.info = { adapter: 'kurrentdb', location: (0, redact_url_1.redactUrl)(connectionString) };
    }
    async append(stream, events, options) {
        (0, validate_append_1.validateAppend)(stream, events, options.expectedRevision);
        for (let attempt = 0;; attempt++) {
            const head = await this.head(stream);
            const repeat = await this.findRepeat(stream, events, options, head?.revision ?? null);
            if (repeat)
                return repeat;
            if (!(0, validate_append_1.revisionMatches)(options.expectedRevision, head?.revision ?? null)) {
                throw new errors_1.WrongExpectedRevisionError(stream, options.expectedRevision, head?.revision ?? null);
            }
            const chained = (0, validate_append_1.chainEvents)(stream, events, { revision: head?.revision ?? null, headHash: head?.hash ?? hash_chain_1.GENESIS_HASH }, this.now().toISOString());
            try {
                await this.client.appendToStream(stream, chained.map((e) => (0, kurrentdb_client_1.jsonEvent)({
                    id: e.id,
                    type: e.type,
                    data: e.data,
                    metadata: { ...e.metadata, $schemaVersion: e.schemaVersion, $prevHash: e.prevHash, $hash: e.hash },
                })), { streamState: head ? BigInt(head.revision) : kurrentdb_client_1.NO_STREAM });
            }
            catch (err) {
                if (err instanceof kurrentdb_client_1.WrongExpectedVersionError) {
                    if (options.expectedRevision === 'any' && attempt < MAX_ANY_RETRIES)
                        continue;
                    throw new errors_1.WrongExpectedRevisionError(stream, options.expectedRevision, await this.streamRevision(stream));
                }
                throw err;
            }
            const recorded = await this.readStream(stream, { from: chained[0].revision, maxCount: chained.length });
            return { nextExpectedRevision: recorded[recorded.length - 1].revision, events: recorded, duplicate: false };
        }
    }
    /** The same idempotency rule as the SQL adapters: the ids, in order, right after the revision
     * the writer expected (or anywhere in the stream's recent tail for 'any'). */
    async findRepeat(stream, events, options, current) {
        if (current === null)
            return null;
        const ids = events.map((e) => e.id.toLowerCase());
        const expected = options.expectedRevision;
        let candidates;
        if (expected === 'no-stream')
            candidates = await this.readStream(stream, { from: 0, maxCount: ids.length });
        else if (typeof expected === 'number') {
            candidates = await this.readStream(stream, { from: expected + 1, maxCount: ids.length });
        }
        else {
            const tail = await this.readStream(stream, { from: Math.max(0, current - 99) });
            const start = tail.findIndex((e) => e.id === ids[0]);
            candidates = start < 0 ? [] : tail.slice(start, start + ids.length);
        }
        const matching = candidates.filter((e, i) => e.id === ids[i]).length;
        if (matching === ids.length) {
            return { nextExpectedRevision: candidates[candidates.length - 1].revision, events: candidates, duplicate: true };
        }
        if (matching > 0)
            throw new errors_1.IdempotencyConflictError(stream, ids, 'they belong to a different append');
        return null;
    }
    async head(stream) {
        try {
            for await (const resolved of this.client.readStream(stream, {
                direction: kurrentdb_client_1.BACKWARDS,
                fromRevision: kurrentdb_client_1.END,
                maxCount: 1,
            })) {
                const e = toRecorded(resolved);
                if (e)
                    return { revision: e.revision, hash: e.hash };
            }
        }
        catch (err) {
            if (err instanceof kurrentdb_client_1.StreamNotFoundError)
                return null;
            throw err;
        }
        return null;
    }
    async streamRevision(stream) {
        return (await this.head(stream))?.revision ?? null;
    }
    async readStream(stream, options = {}) {
        const from = options.from ?? 0;
        const to = options.to ?? Number.MAX_SAFE_INTEGER;
        const out = [];
        try {
            for await (const resolved of this.client.readStream(stream, {
                direction: kurrentdb_client_1.FORWARDS,
                fromRevision: from === 0 ? kurrentdb_client_1.START : BigInt(from),
                ...(options.maxCount !== undefined ? { maxCount: options.maxCount } : {}),
            })) {
                const e = toRecorded(resolved);
                if (!e)
                    continue;
                if (e.revision > to)
                    break;
                out.push(e);
            }
        }
        catch (err) {
            if (err instanceof kurrentdb_client_1.StreamNotFoundError)
                return [];
            throw err;
        }
        return out;
    }
    async readAll(options = {}) {
        const after = options.after ?? null;
        const max = options.maxCount ?? 1000;
        const out = [];
        const fromPosition = after === null ? kurrentdb_client_1.START : { commit: BigInt(after), prepare: BigInt(after) };
        for await (const resolved of this.client.readAll({ direction: kurrentdb_client_1.FORWARDS, fromPosition, maxCount: max + 1 })) {
            const e = toRecorded(resolved);
            if (!e || (after !== null && e.position <= after))
                continue; // system events; the start position itself
            out.push(e);
            if (out.length >= max)
                break;
        }
        return out;
    }
    async headPosition() {
        for await (const resolved of this.client.readAll({ direction: kurrentdb_client_1.BACKWARDS, fromPosition: kurrentdb_client_1.END, maxCount: 50 })) {
            const e = toRecorded(resolved);
            if (e)
                return e.position;
        }
        return null;
    }
    async verifyStream(stream) {
        return (0, hash_chain_1.verifyChain)(stream, await this.readStream(stream));
    }
    async ping() {
        await this.headPosition();
    }
    async close() {
        await this.client.dispose();
    }
}
exports.KurrentDbEventStore = KurrentDbEventStore;
/** Our events only: system events ($-prefixed types or streams) and foreign events are skipped. */
function toRecorded(resolved) {
    const e = resolved.event;
    if (!e || !e.isJson || e.type.startsWith('$') || e.streamId.startsWith('$'))
        return null;
    const meta = e.metadata;
    if (!meta || typeof meta.$hash !== 'string')
        return null;
    const { $schemaVersion, $prevHash, $hash, ...metadata } = meta;
    return {
        id: e.id,
        stream: e.streamId,
        revision: Number(e.revision),
        position: Number(e.position?.commit ?? resolved.commitPosition ?? -1n),
        type: e.type,
        schemaVersion: $schemaVersion,
        data: e.data,
        metadata: metadata,
        prevHash: $prevHash,
        hash: $hash,
    };
}
//# sourceMappingURL=kurrentdb-event-store.js.map