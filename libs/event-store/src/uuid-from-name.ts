import { createHash } from 'node:crypto';

/**
 * A UUID (RFC 9562 version 8, name-based over SHA-256) derived from a name: the same command
 * (stream, idempotency key, index) always yields the same event ids, so a repeated append is
 * recognised by the store as the same events (DESIGN.md › Event store: idempotent by event id).
 */
export function uuidFromName(name: string): string {
  const h = createHash('sha256').update(name).digest();
  h[6] = (h[6] & 0x0f) | 0x80; // version 8
  h[8] = (h[8] & 0x3f) | 0x80; // RFC variant
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
