import type { INestApplicationContext, LoggerService } from '@nestjs/common';

/**
 * Graceful shutdown on SIGTERM/SIGINT: close the application (HTTP stops accepting, running jobs
 * and projector events finish, databases close) and exit 0. A second signal, or work that outlasts
 * timeoutMs, exits 1 at once. (Nest's enableShutdownHooks re-raises the signal instead, which
 * makes a clean stop look like a crash to process supervisors.)
 */
export function exitOnShutdownSignals(app: INestApplicationContext, logger: LoggerService, timeoutMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`second ${signal}: exiting without waiting`, 'Shutdown');
      process.exit(1);
    }
    stopping = true;
    logger.log(`received ${signal}: shutting down`, 'Shutdown');
    setTimeout(() => {
      logger.error(`shutdown took longer than ${timeoutMs} ms; exiting`, 'Shutdown');
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error(`shutdown failed: ${(err as Error).stack ?? String(err)}`, 'Shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
