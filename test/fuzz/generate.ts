/**
 * Request parts for the fuzz harness (issue 14): values from the OpenAPI document's JSON schemas,
 * then bent — NUL characters, lone surrogates, deep nesting, wrong types, huge or negative numbers,
 * unknown and missing fields, bodies that are not JSON at all. Everything comes from one seeded
 * random source, so a run is repeatable from its seed.
 */
export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
export const chance = (random: Random, p: number) => random() < p;

/** Strings no validator should let through to the database. */
export const NASTY_STRINGS = [
  'nul\u0000inside',
  '\u0000',
  'lone \ud800 high',
  'lone \udc00 low',
  '\udfff',
  'x'.repeat(10_000),
  '',
  ' ',
  '../../etc/passwd',
  "'; DROP TABLE accounts; --",
  '%00',
  '\u202e\u200b zero width',
  '🖖 emoji',
  '{"json":"in a string"}',
];

const NASTY_VALUES: unknown[] = [null, -1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, true, [], {}, '', 'not-a-number', ...NASTY_STRINGS];

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/** Names the harness fills from its fixtures (real handles, deck lists, legal commands) when it can. */
export type Known = (name: string) => unknown | undefined;

/** A value matching `schema` as far as a simple generator can (enums, consts, shapes, lengths). */
export function valueFor(schema: Schema | undefined, random: Random, known: Known, name = '', depth = 0): unknown {
  const fromFixture = name ? known(name) : undefined;
  if (fromFixture !== undefined && chance(random, 0.8)) return fromFixture;
  if (!schema || depth > 8) return pick(random, ['x', 1, true, null]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return valueFor(pick(random, alternatives), random, known, name, depth + 1);
  if (schema.allOf?.length) return valueFor(schema.allOf[0], random, known, name, depth + 1);
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || chance(random, 0.5)) out[key] = valueFor(sub, random, known, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const n = min + Math.floor(random() * Math.min(3, (schema.maxItems ?? min + 3) - min + 1));
      return Array.from({ length: n }, () => valueFor(schema.items, random, known, name, depth + 1));
    }
    case 'integer':
    case 'number': {
      const lo = schema.minimum ?? 0;
      const hi = Math.min(schema.maximum ?? lo + 10, lo + 1000);
      const n = lo + random() * (hi - lo);
      return type === 'integer' ? Math.floor(n) : n;
    }
    case 'boolean':
      return chance(random, 0.5);
    case 'null':
      return null;
    case 'string':
    default: {
      if (schema.format === 'uuid') return randomUuid(random);
      const min = schema.minLength ?? 1;
      const len = Math.max(min, Math.min(schema.maxLength ?? 12, min + 1 + Math.floor(random() * 12)));
      return Array.from({ length: len }, () => pick(random, [...'abcdefghijklmnopqrstuvwxyz0123456789-'])).join('');
    }
  }
}

export function randomUuid(random: Random): string {
  const hex = () => Math.floor(random() * 16).toString(16);
  const part = (n: number) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-8${part(3)}-${part(12)}`;
}

/** Nest `value` inside `levels` arrays/objects. */
export function nested(levels: number, random: Random): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = chance(random, 0.5) ? [value] : { deeper: value };
  return value;
}

/** A copy of `value` with one member replaced, removed or added, or a nasty value in place. */
export function mutate(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== 'object') return pick(random, NASTY_VALUES);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const roll = random();
  if (keys.length === 0 || roll < 0.15) {
    (copy as Record<string, unknown>)[pick(random, ['extra', 'actor', '__proto__x', 'constructor', 'role', 'nul\u0000key'])] = pick(random, NASTY_VALUES);
  } else if (roll < 0.3) {
    delete (copy as Record<string, unknown>)[pick(random, keys)];
  } else if (roll < 0.45) {
    (copy as Record<string, unknown>)[pick(random, keys)] = nested(20 + Math.floor(random() * 40), random);
  } else {
    const key = pick(random, keys);
    const inner = (copy as Record<string, unknown>)[key];
    (copy as Record<string, unknown>)[key] = inner !== null && typeof inner === 'object' && chance(random, 0.6) ? mutate(inner, random) : pick(random, NASTY_VALUES);
  }
  return copy;
}

/** Raw request bodies that are not the JSON of any schema. */
export function rawBody(random: Random): string {
  return pick(random, [
    '',
    'null',
    '"a string"',
    '[]',
    '{',
    '{"a":',
    '{"a":1,}',
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    `{"command":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`,
    '{"\\u0000":"x"}',
    '{"displayName":"\\ud800"}',
    '\u0000',
    JSON.stringify({ x: 'y'.repeat(2_000_000) }),
  ]);
}
