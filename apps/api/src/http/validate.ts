import { BadRequestException } from '@nestjs/common';
import { parseWith } from '@captains-log/contracts';
import type { z } from 'zod';

/** Validate a request part against a contract; 400 naming every bad field otherwise. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, root: 'body' | 'query' | 'params'): z.infer<S> {
  const parsed = parseWith(schema, input ?? {}, root);
  if (parsed.ok) return parsed.value;
  throw new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message: parsed.problems.map((p) => `${p.field}: ${p.message}`).join('; '),
    problems: parsed.problems,
  });
}

/** The Idempotency-Key header: 1-200 visible ASCII characters (400 naming the header otherwise). */
export function idempotencyKeyHeader(key: string): string {
  if (/^[\x21-\x7e]{1,200}$/.test(key)) return key;
  throw new BadRequestException({
    statusCode: 400,
    error: 'Bad Request',
    message: 'headers.idempotency-key: use 1-200 visible ASCII characters',
    problems: [{ field: 'headers.idempotency-key', message: 'use 1-200 visible ASCII characters' }],
  });
}
