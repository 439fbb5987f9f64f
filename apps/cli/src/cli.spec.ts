import * as path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { starterDeckLists } from '@captains-log/cards';
import { parseArguments } from './command-registry';
import { buildCli } from './cli';

const csvPath = process.env['CARDS_CSV'] ?? path.resolve(__dirname, '../../../../shared/cards/st1e-cards.csv');

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await buildCli().run(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('captains-log CLI', () => {
  it('parses positional arguments and options', () => {
    expect(parseArguments(['cards', 'report', 'x.csv', '--release', 'premiere', '--json'])).toEqual({
      positional: ['cards', 'report', 'x.csv'],
      options: { release: 'premiere', json: true },
    });
  });

  it('prints the parse report for all cards and for Premiere', async () => {
    const result = await run(['cards', 'report', csvPath]);
    expect(result.code).toBe(0);
    expect(result.out).toContain('4155 rows read, 4155 cards imported');
    expect(result.out).toContain('Parse report (all): 4155 cards');
    expect(result.out).toMatch(/Parse report \(premiere\): 363 cards[\s\S]*Uninterpreted values: 0 on 0 cards/);
  });

  it('issue 15: a plain LackeyCCG list (no Set id / Blueprint ID) reports derived ids and skipped rows; the exit code says what happened', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plain-'));
    const header = 'Name,Set,Release,Type,Text';
    const rows = ['Tricorder,Trad,premiere,Equipment,x', 'Archer,Trad,premiere,Dilemma,y', 'Damage Marker,Trad,premiere,Damage Marker,'];
    writeFileSync(path.join(dir, 'plain.csv'), [header, ...rows].join('\n'));
    const plain = await run(['cards', 'report', path.join(dir, 'plain.csv')]);
    expect(plain.code).toBe(0);
    expect(plain.out).toContain('3 rows read, 2 cards imported');
    expect(plain.out).toContain('note: 2 card ids derived from set and name (no Blueprint ID column), e.g. premiere:tricorder');
    expect(plain.out).toContain('note: 1 row(s) of type "Damage Marker" skipped: not a card (a game marker)');
    writeFileSync(path.join(dir, 'odd.csv'), [header, ...rows, 'Thing,Trad,premiere,Gizmo,'].join('\n'));
    const odd = await run(['cards', 'report', path.join(dir, 'odd.csv')]);
    expect(odd.code).toBe(2);
    expect(odd.out).toContain('note: 1 row(s) of type "Gizmo" skipped: unknown card type (e.g. Thing)');
  });

  it('issue 15: cards coverage --json names, per automated card, the spec that exercises it', async () => {
    const result = await run(['cards', 'coverage', csvPath, '--release', 'premiere', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.out) as { totals: Record<string, number>; rows: { type: string; tested: { id: string; title: string; status: string; test: string }[] }[] };
    const tested = report.rows.flatMap((row) => row.tested);
    expect(tested).toContainEqual({ id: '101_061', title: 'Medical Tricorder', status: 'automated', test: 'libs/engine/src/behaviour/equipment.spec.ts' });
    expect(tested).toContainEqual({ id: '101_014', title: 'Archer', status: 'automated', test: 'libs/engine/src/dilemmas.spec.ts' });
    expect(report.totals['automated']! + report.totals['partial']! + report.totals['manual']!).toBe(363);
  });

  it('checks a starter deck against the built-in pool', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'deck-')), 'fed.txt');
    writeFileSync(file, starterDeckLists()[0]!.text);
    const result = await run(['deck', 'check', file]);
    expect(result.out).toContain('deck is valid');
    expect(result.code).toBe(0);
  });

  it('simulates games of the computer opponent against the random player and prints one JSON object', async () => {
    const result = await run(['simulate', '--games', '2', '--seed', 'cli-spec', '--policy', 'bot', '--against', 'random', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({ games: 2, policy: 'bot', against: 'random', decks: 'starter', invariantViolations: 0 });
    expect(Object.keys(report.finishedBy)).toEqual(['points', 'decksEmpty', 'concession', 'timeCalled', 'unfinished']);
    expect(report.winsByPolicy.bot + report.winsByPolicy.random + report.winsByPolicy.draws).toBe(2);
    expect(report.decisions).toBeGreaterThan(0);
    expect(report.decisionsPerSecond).toBeGreaterThan(0);
    for (const key of ['averageTurns', 'attemptsPerGame', 'missionsSolvedPerGame']) expect(typeof report[key]).toBe('number');
  });

  it('names a policy it does not know', async () => {
    expect(await run(['simulate', '--games', '1', '--policy', 'expert'])).toMatchObject({ code: 1, err: expect.stringContaining('--policy must be one of random, greedy, bot (got "expert")') });
  });

  it('explains usage errors and unknown commands', async () => {
    expect(await run(['cards', 'report'])).toMatchObject({ code: 1, err: expect.stringContaining('missing <csv> path') });
    expect(await run(['replay', 'nope'])).toMatchObject({ code: 1, err: expect.stringContaining('unknown command') });
  });
});
