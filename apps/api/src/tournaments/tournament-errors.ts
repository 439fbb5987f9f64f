import {
  ConflictException,
  ForbiddenException,
  HttpException,
  NotFoundException,
} from '@nestjs/common';
import { TournamentRuleViolation } from '@captains-log/tournament';

/** 422: the tournament's rules refuse the command; the body names the rule's code and reference. */
export class TournamentRuleException extends HttpException {
  constructor(violation: TournamentRuleViolation) {
    super(
      {
        statusCode: 422,
        error: 'Unprocessable Entity',
        code: violation.code,
        rule: violation.rule,
        message: violation.message,
      },
      422,
    );
  }
}

/**
 * A library violation as an HTTP answer: FORBIDDEN (acting for someone else, or a player doing a
 * director's job) is 403 with the same code and rule; every other violation is 422.
 */
export function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof TournamentRuleViolation)) return error;
  if (error.code === 'FORBIDDEN') {
    return new ForbiddenException({
      statusCode: 403,
      error: 'Forbidden',
      code: error.code,
      rule: error.rule,
      message: error.message,
    });
  }
  return new TournamentRuleException(error);
}

export function staleRevision(
  tournamentId: string,
  expected: number | null,
  current: number | null,
): ConflictException {
  return new ConflictException({
    statusCode: 409,
    error: 'Conflict',
    message: `tournament ${tournamentId} is at revision ${current ?? 'none'}, not ${expected ?? 'none'}: read it again and retry`,
    expectedRevision: expected,
    currentRevision: current,
  });
}

export const tournamentNotFound = (id: string) =>
  new NotFoundException(`tournament ${JSON.stringify(id)} does not exist`);
