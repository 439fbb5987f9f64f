import * as path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { starterDeckLists } from '@captains-log/cards';
import { createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { eventHash, GENESIS_HASH } from '@captains-log/event-store';
import { buildReplays, type StoredGameEvent } from '@captains-log/replay';
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
  it('replay verify: checks salted commitments, and names the step at which files of one game disagree (issue 14)', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const signer = {
      publicKeyRaw: Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64'),
      sign: (m: string) => sign(null, Buffer.from(m), privateKey).toString('base64'),
    };
    const sim = engine.runGame({ seed: 'cli-verify', decks: engine.starterDecks(), turnCap: 4 });
    const chain = (change: number | null): StoredGameEvent[] => {
      let prev = GENESIS_HASH;
      return sim.events!.map((e, revision) => {
        const data = (revision === change ? { ...e, tampered: true } : e) as unknown as Record<string, never>;
        const fields = { id: `00000000-0000-4000-8000-${String(revision).padStart(12, '0')}`, stream: 'game-cli', revision, type: e.type, schemaVersion: 1, data, metadata: { recordedAt: '2026-01-01T00:00:00.000Z' } };
        const stored = { ...fields, prevHash: prev, hash: eventHash(prev, fields) };
        prev = stored.hash;
        return stored;
      });
    };
    const input = (events: StoredGameEvent[]) => ({
      gameId: 'cli',
      stream: 'game-cli',
      events,
      players: [
        { seat: 'p1' as const, handle: 'kirk', name: 'Kirk' },
        { seat: 'p2' as const, handle: 'kor', name: 'Kor' },
      ],
      tournament: null,
      settings: { openAfterEnd: true, spectators: true },
      rules: { engine: '@captains-log/engine', version: '0', eventSchema: 1 },
    });
    const before = buildReplays(input(chain(null)), engine, signer);
    const p1 = before.get('p1')!.split('\n').slice(1, -2).map((l) => JSON.parse(l));
    const hidden = p1.find((l) => l.kind === 'frame' && l.step > 0 && !l.stored).step as number;
    const after = buildReplays(input(chain(hidden)), engine, signer);
    const dir = mkdtempSync(path.join(tmpdir(), 'replays-'));
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const ok = await run(['replay', 'verify', write('p1.jsonl', before.get('p1')!), write('full.jsonl', before.get('full')!)]);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('commitments       ok');
    expect(ok.out).toContain('AGREE: 2 files commit to the same log');
    const changed = await run(['replay', 'verify', path.join(dir, 'p1.jsonl'), write('full-after.jsonl', after.get('full')!)]);
    expect(changed.code).toBe(1);
    expect(changed.out).toContain(`DISAGREE: 2 files, first different step ${hidden}`);
    expect(changed.err).toContain(`step ${hidden}: the files commit to different events (the log changed at a step p1 cannot see)`);
  });
});
