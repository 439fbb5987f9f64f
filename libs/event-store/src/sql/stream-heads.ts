import type { ExpectedRevision } from '../types';

/** Where a stream's hash chain continues: its last revision (null: no stream yet) and that event's hash. */
export interface StreamHead {
  revision: number | null;
  headHash: string;
}

/**
 * The heads of the streams this store instance last appended to or read in full, so the common
 * append (load, decide, append at the revision just read) skips reading the head again. Only a
 * guess: the append statement checks it against the stream's row and reads the head when it was
 * stale (another process appended). Bounded: the least recently used streams are forgotten.
 */
export class StreamHeads {
  private readonly heads = new Map<string, StreamHead>();

  constructor(private readonly capacity = 10_000) {}

  /** the remembered head if it can satisfy `expected`, else null (read it) */
  guess(stream: string, expected: ExpectedRevision): StreamHead | null {
    const head = this.heads.get(stream);
    if (!head) return null;
    if (expected === 'any' || head.revision === expected) return head;
    return null;
  }

  remember(stream: string, head: StreamHead): void {
    this.heads.delete(stream);
    this.heads.set(stream, head);
    if (this.heads.size > this.capacity) {
      this.heads.delete(this.heads.keys().next().value as string);
    }
  }

  forget(stream: string): void {
    this.heads.delete(stream);
  }
}
