import {
  BadRequestException,
  createParamDecorator,
  HttpCode,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import {
  TournamentCommandResponse,
  TournamentConflictResponse,
  TournamentRuleViolationResponse,
  jsonSchemaOf,
} from '@captains-log/contracts';
import type { AuthenticatedAccount } from '../auth/accounts.service';
import type { CommandBus } from '@nestjs/cqrs';
import { RunTournamentCommand } from './commands/run-tournament-command';
import type { CommandOutcome, RunCommand, TournamentCaller } from './tournament-streams';

/** What a tournament command takes from the request besides its body: who calls, and the command headers. */
export interface TournamentRequest {
  account: AuthenticatedAccount;
  headers: Record<string, string | undefined>;
}

/** The signed-in caller and the request headers, read (and checked) when the command is run. */
export const Sender = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): TournamentRequest => {
    const request = ctx.switchToHttp().getRequest<{ account: AuthenticatedAccount; headers: Record<string, string | undefined> }>();
    return { account: request.account, headers: request.headers };
  },
);

export const callerOf = (account: AuthenticatedAccount): TournamentCaller => ({ kind: 'account', id: account.id, role: account.role });

/** The command's envelope: caller, Idempotency-Key, If-Match and X-Request-Id (400 naming a malformed header). */
export function commandEnvelope(request: TournamentRequest, tournamentId: string): Omit<RunCommand, 'body'> {
  return { tournamentId, caller: callerOf(request.account), ...commandHeaders(request.headers) };
}

/** Run a library command for the sender on tournament `id`. */
export function runTournamentCommand(commands: CommandBus, sender: TournamentRequest, id: string, body: RunCommand['body']): Promise<CommandOutcome> {
  return commands.execute(new RunTournamentCommand({ ...commandEnvelope(sender, id), body }));
}

interface CommandHeaders {
  idempotencyKey?: string;
  expectedRevision?: number | null;
  correlationId?: string;
}

/** Idempotency-Key (1-200 visible characters) and If-Match (a revision: 5, "5" or W/"5"; "none" before the first event). */
export function commandHeaders(headers: Record<string, string | undefined>): CommandHeaders {
  const out: CommandHeaders = {};
  const key = headers['idempotency-key'];
  if (key !== undefined) {
    if (!/^[\x21-\x7e]{1,200}$/.test(key))
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'headers.idempotency-key: use 1-200 visible ASCII characters',
        problems: [{ field: 'headers.idempotency-key', message: 'use 1-200 visible ASCII characters' }],
      });
    out.idempotencyKey = key;
  }
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    const m = /^(?:W\/)?"?(\d{1,9}|none)"?$/.exec(ifMatch.trim());
    if (!m)
      throw new BadRequestException({
        statusCode: 400,
        error: 'Bad Request',
        message: 'headers.if-match: send the revision you read, e.g. "12"',
        problems: [{ field: 'headers.if-match', message: 'send the revision you read, e.g. "12"' }],
      });
    out.expectedRevision = m[1] === 'none' ? null : Number(m[1]);
  }
  const requestId = headers['x-request-id'];
  if (requestId && requestId.length <= 200) out.correlationId = requestId;
  return out;
}

/** A command's outcome as HTTP: the result as the body, `ETag: "<revision>"`, `Idempotent-Replayed: true` on a repeat. */
class CommandOutcomeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<CommandOutcome>): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map(({ result, replayed }) => {
        res.setHeader('ETag', `"${result.revision}"`);
        if (replayed) res.setHeader('Idempotent-Replayed', 'true');
        return result;
      }),
    );
  }
}

const COMMAND_HEADERS = [
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'a repeat with the same key answers the original result (Idempotent-Replayed: true)',
  }),
  ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'the revision you read; 409 with currentRevision when the tournament moved on',
  }),
];
const COMMAND_RESPONSES = [
  ApiResponse({ status: 200, schema: jsonSchemaOf(TournamentCommandResponse) }),
  ApiResponse({ status: 409, description: 'stale If-Match revision (or a concurrent writer twice)', schema: jsonSchemaOf(TournamentConflictResponse) }),
  ApiResponse({ status: 422, description: 'the tournament rules refuse it (code, rule)', schema: jsonSchemaOf(TournamentRuleViolationResponse) }),
  ApiResponse({ status: 403, description: 'acting for someone else, or not a director of this tournament' }),
];

/**
 * A tournament command route: its documentation (summary, body schema, headers, answers), 200
 * (201 for `created`), and the outcome turned into the body and headers.
 */
export function TournamentCommand(
  summary: string,
  body?: Parameters<typeof jsonSchemaOf>[0],
  options: { created?: boolean } = {},
): MethodDecorator {
  const decorators: MethodDecorator[] = [
    ApiOperation({ summary }),
    ApiBearerAuth(),
    ...COMMAND_HEADERS,
    ...COMMAND_RESPONSES,
    ...(body ? [ApiBody({ schema: jsonSchemaOf(body) })] : []),
    ...(options.created ? [] : [HttpCode(200)]),
    UseInterceptors(CommandOutcomeInterceptor),
  ];
  return (target, key, descriptor) => {
    for (const d of decorators) d(target, key, descriptor);
  };
}

/** A CSV download or a printable HTML page. */
export function sendExport(res: Response, format: 'csv' | 'html', filename: string, content: string): string {
  res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'text/html; charset=utf-8');
  if (format === 'csv') res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  else res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'");
  return content;
}
