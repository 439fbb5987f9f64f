import { ConflictException, HttpException, HttpStatus } from '@nestjs/common';
import { RuleViolation } from '@captains-log/engine';

/** 409: the client's expected revision is stale; it should re-read and retry. */
export class StaleRevisionException extends ConflictException {
  constructor(gameId: string, expected: number, current: number) {
    super({
      statusCode: 409,
      error: 'Conflict',
      message: `game ${gameId} is at revision ${current}, not ${expected}: re-read the game and try again`,
      currentRevision: current,
    });
  }
}

/** 422: the engine refused the command, naming the rule. */
export class RuleViolationException extends HttpException {
  constructor(violation: RuleViolation) {
    super(
      { statusCode: 422, error: 'Unprocessable Entity', code: violation.code, rule: violation.rule, message: violation.message },
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}
