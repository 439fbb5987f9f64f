import { BadRequestException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

/** How deeply a request body may nest (objects and arrays); deeper is a 400 before validation. */
export const MAX_JSON_DEPTH = 32;

export interface InputProblem {
  field: string;
  message: string;
}

/**
 * The first problem in a parsed request part that no validator should have to meet (issue 14):
 * nesting deeper than MAX_JSON_DEPTH, and strings (values or member names) holding NUL, which
 * PostgreSQL's text cannot store, or a lone UTF-16 surrogate, which is not Unicode text. Walks the
 * value without recursion, so no input can overflow the stack.
 */
export function inputProblem(value: unknown, root: string): InputProblem | null {
  const stack: [unknown, string, number][] = [[value, root, 0]];
  while (stack.length) {
    const [v, path, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const bad = stringProblem(v);
      if (bad) return { field: path, message: bad };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > MAX_JSON_DEPTH) return { field: root, message: `nested deeper than ${MAX_JSON_DEPTH} levels` };
    const entries: [string, unknown][] = Array.isArray(v) ? v.map((item, i) => [String(i), item]) : Object.entries(v as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const bad = stringProblem(key);
      if (bad) return { field: `${path}.${JSON.stringify(key)}`, message: `member name ${bad}` };
      stack.push([item, `${path}.${key}`, depth + 1]);
    }
  }
  return null;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function stringProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'contains a NUL character (U+0000), which is not allowed';
  if (LONE_SURROGATE.test(s)) return 'contains a lone surrogate (an unpaired UTF-16 code unit), which is not Unicode text';
  return null;
}

/**
 * Every request's body, query and path parameters are checked by inputProblem before any
 * controller validates them: a 400 naming the field, never a 500 from the database or the stack.
 */
@Injectable()
export class InputGuardInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<{ body?: unknown; query?: unknown; params?: unknown }>();
      const problem = inputProblem(req.body, 'body') ?? inputProblem(req.query, 'query') ?? inputProblem(req.params, 'params');
      if (problem) {
        throw new BadRequestException({
          statusCode: 400,
          error: 'Bad Request',
          message: `${problem.field}: ${problem.message}`,
          problems: [problem],
        });
      }
    }
    return next.handle();
  }
}
