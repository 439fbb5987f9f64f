import { Logger } from '@nestjs/common';
import { ConfigError, createLogger, exitOnShutdownSignals, loadConfig } from '@captains-log/platform';
import { createApi } from './create-api';

async function main(): Promise<void> {
  const config = loadConfig(process.env, 'api');
  const app = await createApi(config);
  exitOnShutdownSignals(app, createLogger(), config.shutdownTimeoutMs);
  await app.listen(config.port, process.env.HOST || '0.0.0.0');
  new Logger('Api').log(`Captain's Log api listening on http://localhost:${config.port} (health: /health)`);
}

main().catch((err: unknown) => {
  const logger = createLogger();
  logger.fatal(err instanceof ConfigError ? `configuration: ${err.message}` : (err as Error).stack ?? String(err), 'Api');
  process.exit(1);
});
