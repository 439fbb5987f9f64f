"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GENESIS_HASH = void 0;
exports.eventHash = eventHash;
exports.verifyChain = verifyChain;
const node_crypto_1 = require("node:crypto");
const canonical_json_1 = require("./canonical-json");
/** prevHash of a stream's first event. */
exports.GENESIS_HASH = '0'.repeat(64);
/** hash = sha256(prevHash || canonical(event)) as lowercase hex (DESIGN.md › Event store › Integrity). */
function eventHash(prevHash, event) {
    const body = (0, canonical_json_1.canonicalJson)({
        id: event.id,
        stream: event.stream,
        revision: event.revision,
        type: event.type,
        schemaVersion: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
    });
    return (0, node_crypto_1.createHash)('sha256').update(prevHash, 'utf8').update(body, 'utf8').digest('hex');
}
/**
 * Check a whole stream read from its first event: revisions 0..n-1 in order, each prevHash equal to
 * the previous event's hash, each hash equal to the recomputed one. Reports the first broken link.
 */
function verifyChain(stream, events) {
    let prev = exports.GENESIS_HASH;
    for (let i = 0; i < events.length; i++) {
        const e = events[i];
        const broken = (reason) => ({
            ok: false,
            stream,
            events: events.length,
            brokenAt: e.revision,
            reason,
        });
        if (e.stream !== stream)
            return broken(`event ${e.id} belongs to stream ${e.stream}`);
        if (e.revision !== i)
            return broken(`expected revision ${i}, found ${e.revision}`);
        if (e.prevHash !== prev) {
            return broken(`prevHash ${e.prevHash} does not match the previous event's hash ${prev}`);
        }
        const recomputed = eventHash(prev, e);
        if (recomputed !== e.hash) {
            return broken(`stored hash ${e.hash} does not match the recomputed ${recomputed}`);
        }
        prev = e.hash;
    }
    return { ok: true, stream, events: events.length, headHash: events.length ? prev : null };
}
//# sourceMappingURL=hash-chain.js.map