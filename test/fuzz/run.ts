import { dropSchemas, schemaEnv, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { startApi } from '../support/api-process';
import { formatReport, runFuzz } from './harness';

/**
 * `npm run fuzz -- --requests 10000 [--seed 14]`: the fuzz harness (harness.ts) against a fresh api
 * process on PostgreSQL (its own schemas, dropped afterwards). Prints requests by status per
 * endpoint, any failures, and a last JSON line; exits 1 on any failure.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? Number(args[i + 1]) : fallback;
  };
  const requests = option('requests', 10_000);
  const seed = option('seed', 14);
  const schema = uniqueName('fuzz');
  const api = await startApi({
    ...schemaEnv(schema),
    BOOTSTRAP_ADMIN: 'admiral:starfleet-command',
    RATE_LIMIT_PER_MINUTE: '10000000',
    BOT_MOVE_DELAY_MS: '0',
  });
  try {
    const started = Date.now();
    const report = await runFuzz({ url: api.url, schema, databaseUrl: TEST_DATABASE_URL, requests, seed, log: (l) => console.error(l) });
    for (const line of formatReport(report)) console.log(line);
    console.log(JSON.stringify({ requests: report.requests, seed, seconds: Math.round((Date.now() - started) / 1000), byStatus: report.byStatus, failures: report.failures.length }));
    return report.failures.length === 0 ? 0 : 1;
  } finally {
    await api.stop();
    await dropSchemas(schema);
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
