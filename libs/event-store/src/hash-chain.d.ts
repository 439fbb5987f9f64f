import type { RecordedEvent, StreamVerification } from './types';
/** prevHash of a stream's first event. */
export declare const GENESIS_HASH: string;
/** The fields of an event the hash commits to. The global position is left out: it is assigned
 * by the store at commit and differs between adapters, while the chain must verify anywhere. */
export type HashedFields = Pick<RecordedEvent, 'id' | 'stream' | 'revision' | 'type' | 'schemaVersion' | 'data' | 'metadata'>;
/** hash = sha256(prevHash || canonical(event)) as lowercase hex (DESIGN.md › Event store › Integrity). */
export declare function eventHash(prevHash: string, event: HashedFields): string;
/**
 * Check a whole stream read from its first event: revisions 0..n-1 in order, each prevHash equal to
 * the previous event's hash, each hash equal to the recomputed one. Reports the first broken link.
 */
export declare function verifyChain(stream: string, events: RecordedEvent[]): StreamVerification;
