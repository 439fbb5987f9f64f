import { canonicalJson, sha256Hex } from '@captains-log/hashing';
import type { RecordedEvent, StreamVerification } from './types';

/** prevHash of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an event the hash commits to. The global position is left out: it is assigned
 * by the store at commit and differs between adapters, while the chain must verify anywhere. */
export type HashedFields = Pick<
  RecordedEvent,
  'id' | 'stream' | 'revision' | 'type' | 'schemaVersion' | 'data' | 'metadata'
>;

/**
 * hash = sha256(prevHash || canonical(event)) as lowercase hex (DESIGN.md › Event store › Integrity).
 * `dataJson` and `metadataJson`, when the caller has them already, are canonicalJson(event.data) and
 * canonicalJson(event.metadata) (the append path canonicalises each once, to validate, hash and store it).
 */
export function eventHash(
  prevHash: string,
  event: HashedFields,
  dataJson = canonicalJson(event.data),
  metadataJson = canonicalJson(event.metadata),
): string {
  // one-shot (the hashing library's crypto.hash): sha256 of the two texts one after the other
  return sha256Hex(prevHash + hashedBody(event, dataJson, metadataJson));
}

/**
 * canonicalJson of the hashed fields, assembled from the canonical JSON of their values: RFC 8785
 * sorts the members (data, id, metadata, revision, schemaVersion, stream, type) and serialises
 * nested values on their own, so this is byte for byte canonicalJson({ id, stream, …, metadata }).
 */
export function hashedBody(event: HashedFields, dataJson = canonicalJson(event.data), metadataJson = canonicalJson(event.metadata)): string {
  return (
    `{"data":${dataJson},"id":${canonicalJson(event.id)},"metadata":${metadataJson},` +
    `"revision":${canonicalJson(event.revision)},"schemaVersion":${canonicalJson(event.schemaVersion)},` +
    `"stream":${canonicalJson(event.stream)},"type":${canonicalJson(event.type)}}`
  );
}

/**
 * Check a whole stream read from its first event: revisions 0..n-1 in order, each prevHash equal to
 * the previous event's hash, each hash equal to the recomputed one. Reports the first broken link.
 */
export function verifyChain(stream: string, events: RecordedEvent[]): StreamVerification {
  let prev = GENESIS_HASH;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    const broken = (reason: string): StreamVerification => ({
      ok: false,
      stream,
      events: events.length,
      brokenAt: e.revision,
      reason,
    });
    if (e.stream !== stream) return broken(`event ${e.id} belongs to stream ${e.stream}`);
    if (e.revision !== i) return broken(`expected revision ${i}, found ${e.revision}`);
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
