import { Logger } from '@nestjs/common';
import { ConfigError, createLogger, exitOnShutdownSignals, loadConfig } from '@captains-log/platform';
import { createWorker } from './create-worker';

async function main(): Promise<void> {
  const config = loadConfig(process.env, 'worker');
  if (!config.redisUrl) {
    // Without Redis the api runs every job itself; a worker would have nothing to take.
    throw new ConfigError('the worker needs REDIS_URL; without Redis the api runs jobs in-process');
  }
  const worker = await createWorker(config);
  exitOnShutdownSignals(worker, createLogger(), config.shutdownTimeoutMs);
  new Logger('Worker').log(`Captain's Log worker processing queue ${config.queueName}`);
}

main().catch((err: unknown) => {
  createLogger().fatal(
    err instanceof ConfigError ? `configuration: ${err.message}` : ((err as Error).stack ?? String(err)),
    'Worker',
  );
  process.exit(1);
});
