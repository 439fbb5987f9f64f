import type { JsonValue } from './types';
/**
 * RFC 8785 JSON Canonicalization Scheme (JCS).
 *
 * - object members sorted by their names compared as UTF-16 code units (RFC 8785 §3.2.3), which is
 *   what JavaScript's default string comparison does;
 * - strings and numbers serialised exactly as ECMAScript's JSON.stringify does (§3.2.2.2 and
 *   §3.2.2.3 adopt the ECMAScript rules);
 * - no whitespace; literals true/false/null.
 * NaN and ±Infinity are not JSON and are rejected. `undefined` members are dropped, as in JSON.
 */
export declare function canonicalJson(value: unknown): string;
/** Parse-and-check helper: true when a value survives JSON without change of meaning. */
export declare function isJsonValue(value: unknown): value is JsonValue;
