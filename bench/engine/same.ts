/**
 * Proof of sameness for engine speed work (issue 17): two compiled engines loaded in one process play the
 * same seeded random games in lock step. At every decision, legalCommands for both players must be the
 * same list (same commands, same order, compared as JSON) under both engines, and each command must produce
 * the same events; the event logs of runGame under each engine must be byte-identical (sha-256).
 *
 * Run (after `npx tsc -b tsconfig.build.json`; OLD_ENGINE is a copy of libs/engine/dist built from the old commit,
 * kept inside the checkout so that its own imports resolve):
 *   OLD_ENGINE=$PWD/.old-engine node -r @swc-node/register bench/engine/same.ts
 * SAME_GAMES (default 20) games of each kind: starter decks and random universe decks (the bench's seeds).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { defaultCardListPath, loadLackeyCsvFile } from '@captains-log/cards';

type Engine = typeof import('@captains-log/engine');
type Sim = { weightedPick: (state: unknown, commands: readonly unknown[], rng: unknown, memo: Map<string, boolean>) => unknown };

const oldDir = process.env['OLD_ENGINE'];
if (!oldDir) throw new Error('OLD_ENGINE must name a compiled engine directory (a copy of libs/engine/dist)');
const newDir = path.resolve(__dirname, '../../libs/engine/dist');
/* eslint-disable @typescript-eslint/no-require-imports */
const oldEngine = require(path.resolve(oldDir, 'index.js')) as Engine;
const newEngine = require(path.join(newDir, 'index.js')) as Engine;
const oldSim = require(path.resolve(oldDir, 'simulation.js')) as Sim;
/* eslint-enable @typescript-eslint/no-require-imports */
if (oldEngine === newEngine) throw new Error('OLD_ENGINE is the same module as the new engine');

const GAMES = Number(process.env['SAME_GAMES'] ?? 20);
const csv = defaultCardListPath(path.resolve(__dirname, '../..'));
const universe = existsSync(csv) ? loadLackeyCsvFile(csv).cards : null;
const starters = newEngine.starterDecks();
const randomDecks = (index: number) => {
  const rng = new newEngine.Rng(newEngine.rngFromSeed(`bench-deck-${index}`));
  return [newEngine.randomDeck(universe!, rng, 'A'), newEngine.randomDeck(universe!, rng, 'B')] as const;
};

const sha = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
let lists = 0;
let offers = 0;
let commandsTotal = 0;
let eventsTotal = 0;
const failures: string[] = [];

/** The loop of runGame (responses 'random', weighted policy), both engines in lock step. */
function lockStep(seed: string, decks: readonly [unknown, unknown]): void {
  const policy = new oldEngine.Rng(oldEngine.rngFromSeed(`policy:${seed}`));
  const memo = new Map<string, boolean>();
  let a = oldEngine.initialState();
  let b = newEngine.initialState();
  let commands = 0;
  const apply = (command: unknown): boolean => {
    let ea: unknown[] | undefined;
    let eb: unknown[] | undefined;
    let errA = '';
    let errB = '';
    try {
      const out = oldEngine.decideAndEvolve(a, command as never);
      ea = out.events as unknown[];
      a = out.state;
    } catch (error) {
      errA = String((error as Error).message);
    }
    try {
      const out = newEngine.decideAndEvolve(b, command as never);
      eb = out.events as unknown[];
      b = out.state;
    } catch (error) {
      errB = String((error as Error).message);
    }
    if (errA !== errB || JSON.stringify(ea) !== JSON.stringify(eb)) {
      failures.push(`${seed} command ${commands}: events differ (${errA} | ${errB})`);
      return false;
    }
    commands += 1;
    eventsTotal += ea?.length ?? 0;
    return !errA;
  };
  apply({ type: 'CreateGame', actor: 'system', gameId: `sim-${seed}`, seed: `sim-seed:${seed.padStart(16, '0')}`, players: [decks[0], decks[1]] });
  while (a.phase !== 'ended' && commands < 4000 && failures.length === 0) {
    const turnNumber = a.turn?.number ?? 0;
    if (!a.timeCalled && turnNumber > 120) {
      if (!apply({ type: 'CallTime', actor: 'director' })) break;
      continue;
    }
    if (turnNumber > 124) break;
    const perPlayer: Record<string, unknown[]> = {};
    for (const player of ['p1', 'p2'] as const) {
      const la = oldEngine.legalCommands(a, player);
      const lb = newEngine.legalCommands(b, player);
      lists += 1;
      offers += la.length;
      if (JSON.stringify(la) !== JSON.stringify(lb)) {
        failures.push(`${seed} command ${commands}: legalCommands(${player}) differ (${la.length} vs ${lb.length})\n  old ${JSON.stringify(la).slice(0, 600)}\n  new ${JSON.stringify(lb).slice(0, 600)}`);
        return;
      }
      perPlayer[player] = la;
    }
    const actors = [...new Set(a.awaiting.map((entry) => entry.player))];
    if (actors.length === 0) break;
    const actor = policy.pick(actors);
    const choices = perPlayer[actor]!.filter((command) => (command as { type: string }).type !== 'Concede');
    if (choices.length === 0 || policy.int(1_000_000) < (1 / 20000) * 1_000_000) {
      if (!apply({ type: 'Concede', actor })) break;
      continue;
    }
    const chosen = a.phase === 'play' ? oldSim.weightedPick(a, choices, policy, memo) : oldEngine.pickCommand(choices as never, policy);
    if (!apply(chosen)) break;
  }
  commandsTotal += commands;
}

const started = Date.now();
const kinds: [string, (i: number) => readonly [unknown, unknown]][] = [['starter', () => starters]];
if (universe) kinds.push(['universe', randomDecks]);
for (const [kind, decksFor] of kinds) {
  for (let i = 0; i < GAMES && failures.length === 0; i += 1) {
    const seed = `same-${kind}-${i}`;
    lockStep(seed, decksFor(i));
    const ra = oldEngine.runGame({ seed, decks: decksFor(i) as never, checks: 'none' });
    const rb = newEngine.runGame({ seed, decks: decksFor(i) as never, checks: 'none' });
    if (sha(ra.events) !== sha(rb.events)) failures.push(`${seed}: runGame event logs differ (${ra.events!.length} vs ${rb.events!.length} events)`);
  }
}
console.log(
  `${kinds.length * GAMES} games (${kinds.map(([kind]) => kind).join(', ')}): ${commandsTotal} commands, ${eventsTotal} events; ` +
    `${lists} legalCommands lists, ${offers} offers compared; runGame event logs compared by sha-256; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
if (failures.length > 0) {
  console.log(`DIFFERENT:\n${failures.join('\n')}`);
  process.exitCode = 1;
} else console.log('SAME: every list and every event log identical');
