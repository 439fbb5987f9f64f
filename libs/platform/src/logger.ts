import { ConsoleLogger, type LogLevel } from '@nestjs/common';

const LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

/** Structured logs: one JSON object per line (timestamp, level, context, message, pid). */
export function createLogger(env: NodeJS.ProcessEnv = process.env): ConsoleLogger {
  const wanted = (env.LOG_LEVEL ?? 'log') as LogLevel;
  const upTo = LEVELS.indexOf(wanted) >= 0 ? LEVELS.indexOf(wanted) : LEVELS.indexOf('log');
  return new ConsoleLogger({ json: true, colors: false, logLevels: LEVELS.slice(0, upTo + 1) });
}
