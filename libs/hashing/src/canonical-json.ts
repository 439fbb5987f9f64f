
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
/**
 * A value already serialised by canonicalJson, placed inside a larger value: its text is copied,
 * not serialised again (replay files put one event in the frames of several perspectives).
 */
export class CanonicalText {
  constructor(readonly json: string) {}
}

export function canonicalJson(value: unknown): string {
  try {
    return fast(value);
  } catch (error) {
    if (error !== NOT_JSON) throw error;
    return serialize(value, '$'); // again, slowly, to name where the value is not JSON
  }
}

const NOT_JSON = new TypeError('not JSON');

/** Member names as JSON strings: a few dozen names recur in every record (issue 17: a replay build names members some 10^5 times). */
const QUOTED = new Map<string, string>();
function quoted(key: string): string {
  let text = QUOTED.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    // bounded: records keyed by ids (cards, zones) would otherwise fill it
    if (QUOTED.size < 4096) QUOTED.set(key, text);
  }
  return text;
}

/** The same serialisation without tracking the path (most of the time is spent here). */
function fast(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw NOT_JSON;
      return JSON.stringify(value);
    case 'object': {
      if (value instanceof CanonicalText) return value.json;
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i += 1) {
          if (i > 0) out += ',';
          const item: unknown = value[i];
          out += item === undefined || item === null ? 'null' : fast(item);
        }
        return `${out}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record).sort();
      let out = '{';
      for (const key of keys) {
        const member = record[key];
        if (member === undefined) continue;
        if (out.length > 1) out += ',';
        out += `${quoted(key)}:${fast(member)}`;
      }
      return `${out}}`;
    }
    default:
      throw NOT_JSON;
  }
}

function serialize(value: unknown, path: string): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`${path}: ${value} is not a JSON number`);
      return JSON.stringify(value);
    case 'object': {
      if (value instanceof CanonicalText) return value.json;
      if (Array.isArray(value)) {
        return `[${value.map((item, i) => serialize(item ?? null, `${path}[${i}]`)).join(',')}]`;
      }
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries
        .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v, `${path}.${k}`)}`)
        .join(',')}}`;
    }
    default:
      throw new TypeError(`${path}: a ${typeof value} is not JSON`);
  }
}

/** Parse-and-check helper: true when a value survives JSON without change of meaning. */
export function isJsonValue(value: unknown): boolean {
  try {
    canonicalJson(value);
    return true;
  } catch {
    return false;
  }
}
