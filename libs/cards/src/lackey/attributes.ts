/** Attribute boxes: `7`, `-2`, `5+X`, `8-X`, `X`, undefined `NO`/`Q`/`*`; dual personnel `8+8`. */
import type { AttributeValue } from '../model';
import type { IssueSink } from './issues';

const UNDEFINED = new Set(['NO', 'Q', '*']);

export function parseAttribute(raw: string, field: string, report: IssueSink): AttributeValue {
  const value = raw.trim();
  if (/^-?\d+$/.test(value)) return { kind: 'number', value: Number(value) };
  const variable = /^(?:(\d+)\s*([+-])\s*)?[Xx]$/.exec(value);
  if (variable) {
    return { kind: 'variable', base: Number(variable[1] ?? 0), sign: variable[2] === '-' ? -1 : 1 };
  }
  if (UNDEFINED.has(value)) return { kind: 'undefined', raw: value };
  report(field, raw, value === '' ? 'missing attribute' : 'attribute is not a number, X form or undefined marker');
  return { kind: 'undefined', raw: value };
}

/** Splits a dual-personnel attribute box (`8+8`, `6+X`) into the two halves' values. */
export function parseDualAttribute(raw: string, field: string, report: IssueSink): [AttributeValue, AttributeValue] {
  const parts = raw.trim().split('+');
  if (parts.length !== 2) {
    const single = parseAttribute(raw, field, report);
    return [single, single];
  }
  return [parseAttribute(parts[0]!, field, report), parseAttribute(parts[1]!, field, report)];
}

/** Numeric value for evaluation: undefined attributes are zero, variables use their base. */
export function attributeNumber(value: AttributeValue): number {
  switch (value.kind) {
    case 'number':
      return value.value;
    case 'variable':
      return value.base;
    case 'undefined':
      return 0;
  }
}
