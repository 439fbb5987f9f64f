
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
export function canonicalJson(value: unknown): string {
  return serialize(value, '$');
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
