import { createHash } from 'node:crypto';
import { canonicalJson } from '@captains-log/hashing';
import type { RecordedEvent, StreamVerification } from './types';

/** prevHash of a stream's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an event the hash commits to. The global position is left out: it is assigned
 * by the store at commit and differs between adapters, while the chain must verify anywhere. */
export type HashedFields = Pick<
  RecordedEvent,
  'id' | 'stream' | 'revision' | 'type' | 'schemaVersion' | 'data' | 'metadata'
>;

/** hash = sha256(prevHash || canonical(event)) as lowercase hex (DESIGN.md › Event store › Integrity). */
export function eventHash(prevHash: string, event: HashedFields): string {
  const body = canonicalJson({
    id: event.id,
    stream: event.stream,
    revision: event.revision,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
  });
  return createHash('sha256').update(prevHash, 'utf8').update(body, 'utf8').digest('hex');
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
