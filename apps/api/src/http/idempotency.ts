import { HttpException, HttpStatus } from '@nestjs/common';
import type { IdempotencyConflictError } from '@captains-log/platform';

/** 422: the caller's Idempotency-Key already stands for a different request (libs/platform CommandPath). */
export class IdempotencyConflictException extends HttpException {
  constructor(err: IdempotencyConflictError) {
    super(
      { statusCode: 422, error: 'Unprocessable Entity', code: 'IDEMPOTENCY_KEY_REUSED', message: err.message, key: err.key },
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
}
