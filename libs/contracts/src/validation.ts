import { z } from 'zod';

/** One problem with a request, naming where it is ("body.handle", "query.page"). */
export interface FieldProblem {
  field: string;
  message: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** Validate unknown input against a schema, naming each bad field under `root`. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown, root: string): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const keys = issue.code === 'unrecognized_keys' ? (issue as { keys: string[] }).keys : [];
      const path = [root, ...issue.path.map(String)].join('.');
      return keys.length
        ? { field: `${path}.${keys[0]}`, message: `unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}` }
        : { field: path, message: issue.message };
    }),
  };
}

/** JSON Schema (draft 2020-12) of a contract, for the OpenAPI document. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<string, unknown>;
}
