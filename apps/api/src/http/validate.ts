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
