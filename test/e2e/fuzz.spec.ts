import { dropSchemas, schemaEnv, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { startApi, type ApiProcess } from '../support/api-process';
import { formatReport, runFuzz } from '../fuzz/harness';

/**
 * The standing fuzz harness (issue 14) in CI: a seeded run of 1,000 generated requests across every
 * endpoint with every role — no 5xx, no stored change by a refused request, no hidden card to the
 * wrong viewer. The full run is `npm run fuzz -- --requests 10000`.
 */
describe('fuzzed requests (seeded, 1,000)', () => {
  const schema = uniqueName('e2e_fuzz');
  let api: ApiProcess;

  beforeAll(async () => {
    api = await startApi({
      ...schemaEnv(schema),
      BOOTSTRAP_ADMIN: 'admiral:starfleet-command',
      RATE_LIMIT_PER_MINUTE: '10000000',
      BOT_MOVE_DELAY_MS: '0',
    });
  });
  afterAll(async () => {
    expect(await api?.stop()).toBe(0);
    await dropSchemas(schema);
  });

  it('answers every request without a 5xx, leaves stored data alone when refusing, and leaks no hidden card', async () => {
    const report = await runFuzz({ url: api.url, schema, databaseUrl: TEST_DATABASE_URL, requests: 1000, seed: 14 });
    const failures = report.failures.map((f) => `#${f.request} ${f.kind}: ${f.what}: ${f.detail}`);
    expect(failures).toEqual([]);
    expect(report.requests).toBe(1000);
    // the run reached every endpoint and did real work, not only refusals
    expect(Object.keys(report.byEndpoint).length).toBeGreaterThan(60);
    expect(Object.entries(report.byStatus).filter(([s]) => Number(s) < 300).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(100);
    expect(report.leakChecks).toBeGreaterThan(10);
    if (process.env.FUZZ_REPORT) console.log(formatReport(report).join('\n'));
  });
});
