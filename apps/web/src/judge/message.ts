import { ApiError } from '../api/client';

/** An api failure in words, with the engine's code when there is one. */
export const message = (err: unknown): string =>
  err instanceof ApiError ? `${err.message}${err.code ? ` (${err.code})` : ''}` : String(err);
