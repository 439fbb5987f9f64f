import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defaultCardListPath } from '@captains-log/cards';
import { openReadModelDatabaseFromEnv } from '@captains-log/read-models';
import { dropSchema, TEST_DATABASE_URL, uniqueName } from '@captains-log/testing';
import { buildCli } from './cli';

const csvPath = defaultCardListPath(path.resolve(__dirname, '../../..'));

async function run(env: NodeJS.ProcessEnv, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await buildCli(env).run(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function countRows(env: NodeJS.ProcessEnv): Promise<{ rows: number; distinct: number }> {
  const rm = await openReadModelDatabaseFromEnv(env);
  try {
    const [row] = await rm.sql.query<{ rows: number; distinct: number }>(
      'SELECT count(*)::int AS rows, count(DISTINCT id)::int AS distinct FROM cards',
    );
    return row!;
  } finally {
    await rm.close();
  }
}

const schema = uniqueName('cli_cards');
const dataDir = mkdtempSync(path.join(tmpdir(), 'cl-cli-'));
const environments: Array<[string, NodeJS.ProcessEnv]> = [
  ['PostgreSQL', { DATABASE_URL: TEST_DATABASE_URL, READ_MODEL_SCHEMA: schema }],
  ['PGlite', { DATA_DIR: dataDir }],
];

afterAll(async () => {
  await dropSchema(schema);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(environments)('captains-log cards import on %s', (label, env) => {
  it('imports all 4,155 cards, then again without duplicates or rewrites', async () => {
    const first = await run(env, ['cards', 'import', csvPath]);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('parsed 4155 cards from 4155 rows');
    expect(first.out).toContain(`read model: ${label === 'PGlite' ? 'pglite' : 'postgres'}`);
    expect(first.out).toContain('4155/4155 cards written (100%)');
    expect(first.out).toMatch(/imported 4155 cards in [\d.]+ s \(write [\d.]+ s\): 4155 inserted, 0 updated, 0 unchanged; 4155 cards in the read model/);
    expect(await countRows(env)).toEqual({ rows: 4155, distinct: 4155 });

    const second = await run(env, ['cards', 'import', csvPath, '--batch-size', '1000']);
    expect(second.code).toBe(0);
    expect(second.out).toMatch(/0 inserted, 0 updated, 4155 unchanged; 4155 cards in the read model/);
    expect(await countRows(env)).toEqual({ rows: 4155, distinct: 4155 });
  }, 120_000);
});

describe('captains-log cards import usage', () => {
  it('explains a missing path and a bad batch size', async () => {
    expect(await run({}, ['cards', 'import'])).toMatchObject({ code: 1, err: expect.stringContaining('missing <csv> path') });
    expect(await run({}, ['cards', 'import', csvPath, '--batch-size', '0'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('--batch-size must be an integer from 1 to 5000'),
    });
  });
});
