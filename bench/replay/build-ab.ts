/**
 * bench:replay's build figure alone, A/B: the long game's four-perspective build, CPU time (this
 * process's, process.cpuUsage) per build, alternated between this tree's builder and another's
 * compiled ones (REPLAY_AB_DIST: libs/replay/dist directories, comma-separated, e.g. main's from a
 * second worktree; compare compiled with compiled: the source, compiled at load, runs differently).
 *   REPLAY_AB_RUNS (default 9) builds each; REPLAY_AB_EVENTS (default /tmp/replay-ab-events.json)
 *   caches the long game (made as bench/replay/run.ts makes it); REPLAY_AB_OUT: a directory to write
 *   this tree's files to.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { createHash, generateKeyPairSync, sign, createPublicKey } from 'node:crypto';
import * as engine from '@captains-log/engine';
import { runGame, starterDecks, type GameEvent, type PlayerSetup } from '@captains-log/engine';
import { canonicalJson } from '@captains-log/hashing';
import * as here from '@captains-log/replay';
import { GENESIS_HASH, type ReplayInput, type ReplaySigner, type StoredGameEvent } from '@captains-log/replay';

const RUNS = Number(process.env.REPLAY_AB_RUNS ?? 9);
const CACHE = process.env.REPLAY_AB_EVENTS ?? '/tmp/replay-ab-events.json';
const { privateKey } = generateKeyPairSync('ed25519');
const signer: ReplaySigner = {
  publicKeyRaw: Buffer.from(createPublicKey(privateKey).export({ format: 'jwk' }).x!, 'base64url').toString('base64'),
  sign: (m) => sign(null, Buffer.from(m), privateKey).toString('base64'),
};

function longGame(): GameEvent[] {
  if (existsSync(CACHE)) return JSON.parse(readFileSync(CACHE, 'utf8')) as GameEvent[];
  const [a, b] = starterDecks().map((s) => ({ ...s, deck: s.deck.map((e) => (e.zone === 'draw' ? { ...e, count: e.count * 5 } : e)) }));
  const decks: [PlayerSetup, PlayerSetup] = [a!, b!];
  let events: GameEvent[] = [];
  for (let i = 0; i < 12 && !(events.length >= 2000 && events.length <= 3000); i++) {
    const sim = runGame({ seed: `bench-replay-${i}`, decks, turnCap: 500, concedeChance: 0, checks: 'none' });
    const n = sim.events!.length;
    if (events.length < 2000 ? n > events.length : n >= 2000 && n < events.length) events = sim.events as GameEvent[];
  }
  writeFileSync(CACHE, JSON.stringify(events));
  return events;
}

function stored(events: readonly GameEvent[]): ReplayInput {
  const stream = 'game-long';
  let prev = GENESIS_HASH;
  const list: StoredGameEvent[] = events.map((data, revision) => {
    const metadata = { recordedAt: new Date(Date.UTC(2026, 0, 1) + revision * 1000).toISOString(), commandId: `c${revision}` };
    const hash = createHash('sha256').update(prev).update(canonicalJson({ id: `long-${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata })).digest('hex');
    const e = { id: `long-${revision}`, stream, revision, type: data.type, schemaVersion: 1, data, metadata, prevHash: prev, hash };
    prev = hash;
    return e;
  });
  const players = [{ seat: 'p1' as const, handle: 'kirk', name: 'Kirk' }, { seat: 'p2' as const, handle: 'kor', name: 'Kor' }];
  return { gameId: 'long', stream, events: list, players, tournament: null, settings: { openAfterEnd: true, spectators: true }, rules: { engine: '@captains-log/engine', version: 'bench', eventSchema: 1 } };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
type Build = typeof here.buildReplays;

function main() {
  const input = stored(longGame());
  const builds: [string, Build][] = [['this tree', here.buildReplays]];
  for (const dist of (process.env.REPLAY_AB_DIST ?? '').split(',').filter(Boolean)) builds.push([dist, (createRequire(__filename)(dist) as typeof here).buildReplays]);
  console.log(`${input.events.length} events; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const cpu: number[][] = builds.map(() => []);
  const files = builds.map(([, build]) => build(input, engine, signer)); // warm-up, and the files to compare
  if (process.env.REPLAY_AB_OUT) for (const [p, text] of files[0]!) writeFileSync(`${process.env.REPLAY_AB_OUT}/${p}.jsonl`, text);
  for (let i = 0; i < RUNS; i++)
    builds.forEach(([, build], b) => {
      const start = process.cpuUsage();
      build(input, engine, signer);
      const used = process.cpuUsage(start);
      cpu[b]!.push((used.user + used.system) / 1000);
    });
  builds.forEach(([name], b) => console.log(`${name}: CPU median ${median(cpu[b]!).toFixed(1)} ms (min ${Math.min(...cpu[b]!).toFixed(1)}, n=${RUNS})`));
  for (let b = 1; b < builds.length; b++) console.log(`same bytes as ${builds[b]![0]}: ${[...files[0]!].every(([p, t]) => files[b]!.get(p) === t)}`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main();
