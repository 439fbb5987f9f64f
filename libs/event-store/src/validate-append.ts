import { canonicalJson } from '@captains-log/hashing';
import { InvalidAppendError } from './errors';
import { eventHash } from './hash-chain';
import type { ExpectedRevision, NewEvent, RecordedEvent } from './types';

/** At most this many events in one append. Part of the SQL adapter's position format (an append's
 * positions are its transaction's slot of this many, see sql-event-store.ts): never change it. */
export const MAX_EVENTS_PER_APPEND = 4096;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STREAM = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/;

/** Reject a malformed append before touching storage, naming what is wrong. Returns each event's
 * data as canonical JSON (RFC 8785), computed once here to be hashed and stored. */
export function validateAppend(stream: string, events: NewEvent[], expected: ExpectedRevision): string[] {
  if (typeof stream !== 'string' || !STREAM.test(stream)) {
    throw new InvalidAppendError(
      `stream name ${JSON.stringify(stream)} is invalid: use 1-200 letters, digits, '_', '.', ':' or '-', starting with a letter or digit`,
    );
  }
  if (
    expected !== 'any' &&
    expected !== 'no-stream' &&
    !(typeof expected === 'number' && Number.isSafeInteger(expected) && expected >= 0)
  ) {
    throw new InvalidAppendError(
      `expectedRevision ${JSON.stringify(expected)} is invalid: use 'any', 'no-stream' or a revision >= 0`,
    );
  }
  if (!Array.isArray(events) || events.length === 0) {
    throw new InvalidAppendError(`append to ${stream}: at least one event is required`);
  }
  if (events.length > MAX_EVENTS_PER_APPEND) {
    throw new InvalidAppendError(
      `append to ${stream}: ${events.length} events in one append; at most ${MAX_EVENTS_PER_APPEND} are allowed`,
    );
  }
  const seen = new Set<string>();
  return events.map((e, i) => {
    const where = `append to ${stream}, event ${i}`;
    if (typeof e.id !== 'string' || !UUID.test(e.id)) {
      throw new InvalidAppendError(`${where}: id ${JSON.stringify(e.id)} is not a UUID`);
    }
    const id = e.id.toLowerCase();
    if (seen.has(id)) throw new InvalidAppendError(`${where}: id ${e.id} appears twice in one append`);
    seen.add(id);
    if (typeof e.type !== 'string' || e.type.length === 0 || e.type.length > 200) {
      throw new InvalidAppendError(`${where}: type must be a non-empty string of at most 200 characters`);
    }
    if (
      e.schemaVersion !== undefined &&
      !(Number.isSafeInteger(e.schemaVersion) && e.schemaVersion >= 1)
    ) {
      throw new InvalidAppendError(`${where}: schemaVersion must be an integer >= 1`);
    }
    if (e.data === null || typeof e.data !== 'object' || Array.isArray(e.data)) {
      throw new InvalidAppendError(`${where}: data must be a JSON object`);
    }
    let dataJson: string;
    try {
      dataJson = canonicalJson(e.data);
      canonicalJson(e.metadata ?? {});
    } catch (err) {
      throw new InvalidAppendError(`${where}: ${(err as Error).message}`);
    }
    if (dataJson.includes('\\u0000')) {
      throw new InvalidAppendError(`${where}: data contains a NUL character, which cannot be stored`);
    }
    return dataJson;
  });
}

/** Does the stream's current revision satisfy what the writer expected? */
export function revisionMatches(expected: ExpectedRevision, current: number | null): boolean {
  if (expected === 'any') return true;
  if (expected === 'no-stream') return current === null;
  return current === expected;
}

/**
 * Turn proposed events into recorded ones (minus the global position, which the adapter assigns),
 * chaining hashes from the stream's current head. `dataJson`: what validateAppend returned for
 * these events, so their data is not canonicalised twice; `metadataJson`, when given, receives each
 * recorded event's metadata as canonical JSON (what was hashed: the adapter may store that text).
 */
export function chainEvents(
  stream: string,
  events: NewEvent[],
  current: { revision: number | null; headHash: string },
  recordedAt: string,
  dataJson?: readonly string[],
  metadataJson?: string[],
): Omit<RecordedEvent, 'position'>[] {
  let prevHash = current.headHash;
  let revision = current.revision ?? -1;
  return events.map((e, i) => {
    revision += 1;
    const fields = {
      id: e.id.toLowerCase(),
      stream,
      revision,
      type: e.type,
      schemaVersion: e.schemaVersion ?? 1,
      data: e.data,
      metadata: { ...(e.metadata ? stripUndefined(e.metadata) : undefined), recordedAt: e.metadata?.recordedAt ?? recordedAt },
    };
    const metadataText = canonicalJson(fields.metadata);
    if (metadataJson) metadataJson[i] = metadataText;
    const hash = eventHash(prevHash, fields, dataJson?.[i], metadataText);
    const recorded = { ...fields, prevHash, hash };
    prevHash = hash;
    return recorded;
  });
}

/** The members of `o` that are not undefined (a copy; members are few, appends many). */
function stripUndefined<T extends object>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const key in o) if (Object.hasOwn(o, key) && o[key] !== undefined) out[key] = o[key];
  return out as T;
}
