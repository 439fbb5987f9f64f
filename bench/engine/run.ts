/**
 * Engine bench (one core): random full games per second (starter decks, and random universe decks
 * when ../shared is present), time to rebuild the state of a 1,000-event game from its events, and
 * memory per live game state. Run: npm run bench:engine  (BENCH_GAMES overrides the game count, BENCH_WARM the
 * warm-up games before each line;
 * BENCH_JSON=1 prints a last line of JSON with the figures named as in issue 17's table).
 * Games per second are given by wall clock and by the process's CPU time (user + system): on a
 * shared machine the CPU figure is the steadier one. The load average is printed with the figures.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { defaultCardListPath, loadLackeyCsvFile } from '@captains-log/cards';
import { evolveAll, randomDeck, Rng, rngFromSeed, runGame, starterDecks, stateHash, type GameEvent, type GameState, type PlayerSetup } from '@captains-log/engine';

const GAMES = Number(process.env['BENCH_GAMES'] ?? 200);
const WARM = Number(process.env['BENCH_WARM'] ?? 20);
const csv = defaultCardListPath(path.resolve(__dirname, '../..'));
const universe = existsSync(csv) ? loadLackeyCsvFile(csv).cards : null;

const figures: Record<string, unknown> = { bench: 'engine', games: GAMES, loadAverageBefore: loadavg().map((load) => Number(load.toFixed(2))) };
const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

function gamesPerSecond(label: string, key: string, decksFor: (index: number) => readonly [PlayerSetup, PlayerSetup], responses: 'random' | 'offered' | 'automatic' = 'random') {
  // Warm-up, then measure. Five games were too few for the universe decks: the first universe line ran at ~55% of the
  // same games measured again after another line (3.4 vs 6.3 games per CPU second, same seeds), the rest of the
  // engine's card paths being compiled on the way. BENCH_WARM games (default 20) before each line.
  for (let i = 0; i < WARM; i += 1) runGame({ seed: `warm-${i}`, decks: decksFor(i), checks: 'none', keepEvents: false, responses });
  let events = 0;
  let commands = 0;
  let attempts = 0;
  let dilemmas = 0;
  let solved = 0;
  let winners = 0;
  let victories = 0;
  let windows = 0;
  let explicit = 0;
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  for (let i = 0; i < GAMES; i += 1) {
    const result = runGame({ seed: `bench-${i}`, decks: decksFor(i), checks: 'none', keepEvents: false, responses });
    events += result.eventCount;
    commands += result.commands;
    attempts += result.attempts;
    dilemmas += result.dilemmas;
    solved += result.missionsSolved;
    if (result.result?.winner) winners += 1;
    if (result.endedBy === 'victory') victories += 1;
    windows += result.responses.windows;
    explicit += result.responses.explicit;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpuStarted;
  figures[key] = { gamesPerSecond: Number((GAMES / seconds).toFixed(1)), gamesPerCpuSecond: Number((GAMES / cpu).toFixed(1)), eventsPerGame: Math.round(events / GAMES), commandsPerGame: Math.round(commands / GAMES), responseWindowsPerGame: Number((windows / GAMES).toFixed(1)), answeredExplicitlyPerGame: Number((explicit / GAMES).toFixed(1)) };
  console.log(
    `${label}: ${GAMES} full random games in ${seconds.toFixed(2)} s = ${(GAMES / seconds).toFixed(1)} games/s (${(GAMES / cpu).toFixed(1)} per CPU second) ` +
      `(${(events / GAMES).toFixed(0)} events, ${(commands / GAMES).toFixed(0)} commands per game; ${((commands / seconds) | 0).toLocaleString('en')} commands/s incl. legalCommands)`,
  );
  console.log(
    `  per game: ${(attempts / GAMES).toFixed(1)} mission attempts, ${(dilemmas / GAMES).toFixed(1)} dilemmas encountered, ${(solved / GAMES).toFixed(2)} missions solved; ` +
      `${((100 * winners) / GAMES).toFixed(0)}% end with a winner, ${((100 * victories) / GAMES).toFixed(0)}% by reaching the win conditions; ` +
      `${(windows / GAMES).toFixed(1)} response windows opened (${(explicit / GAMES).toFixed(1)} answered by a player, the rest passed automatically)`,
  );
}

const starters = starterDecks();
const randomDecks = (index: number): readonly [PlayerSetup, PlayerSetup] => {
  const rng = new Rng(rngFromSeed(`bench-deck-${index}`));
  return [randomDeck(universe!, rng, 'A'), randomDeck(universe!, rng, 'B')];
};
gamesPerSecond('starter decks', 'randomGamesPerSecondStarter', () => starters);
if (universe) {
  gamesPerSecond('random universe decks', 'randomGamesPerSecondUniverse', randomDecks);
  // Issue 17: with and without response windows. The rules open windows whatever the players hold, so
  // "without" is every window passed automatically as it opens; "with" is every window waiting for the
  // random player's answer (a response or a pass). Same decks and seeds as the line above.
  gamesPerSecond('random universe decks, every response window offered to the player', 'randomGamesPerSecondUniverseWithWindows', randomDecks, 'offered');
  gamesPerSecond('random universe decks, every response window passed automatically', 'randomGamesPerSecondUniverseWithoutWindows', randomDecks, 'automatic');
}

// Rebuild: the longest of 100 random games (games end when both decks run out, so few reach
// 1,000 events); timed over its whole log and scaled to 1,000 events when shorter.
let longGame: readonly GameEvent[] = [];
for (let i = 0; i < 100; i += 1) {
  const result = runGame({ seed: `long-${i}`, decks: universe ? randomDecks(1000 + i) : starters, checks: 'none', turnCap: 400 });
  if (result.eventCount > longGame.length) longGame = result.events!.slice(0, 1000);
}
for (let i = 0; i < 20; i += 1) evolveAll(longGame);
const runs: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const started = performance.now();
  evolveAll(longGame);
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
const hashStarted = performance.now();
stateHash(evolveAll(longGame));
const scale = 1000 / longGame.length;
figures['rebuild1000EventsMs'] = { median: Number((runs[25]! * scale).toFixed(3)), p95: Number((runs[47]! * scale).toFixed(3)), events: longGame.length };
console.log(
  `rebuild from events: a ${longGame.length}-event game in median ${runs[25]!.toFixed(2)} ms (p95 ${runs[47]!.toFixed(2)} ms)` +
    (longGame.length < 1000 ? ` = ${(runs[25]! * scale).toFixed(2)} ms per 1,000 events` : '') +
    `; state hash ${(performance.now() - hashStarted).toFixed(2)} ms`,
);

// Memory per live game: keep many finished game states (without their event logs) alive.
const gc = (globalThis as { gc?: () => void }).gc;
const LIVE = 200;
gc?.();
const before = process.memoryUsage().heapUsed;
const live: GameState[] = [];
for (let i = 0; i < LIVE; i += 1) live.push(runGame({ seed: `mem-${i}`, decks: starters, checks: 'none', keepEvents: false }).state);
gc?.();
const after = process.memoryUsage().heapUsed;
console.log(
  `memory per live game (final state, starter decks, card definitions shared): ${((after - before) / LIVE / 1024).toFixed(1)} KiB` +
    (gc ? '' : ' (run with --expose-gc for a steadier figure)') +
    `; ${live.length} states held`,
);
figures['memoryPerLiveGameKiB'] = Number(((after - before) / LIVE / 1024).toFixed(1));
figures['loadAverageAfter'] = loadavg().map((load) => Number(load.toFixed(2)));
console.log(`load average before ${(figures['loadAverageBefore'] as number[]).join(' ')}, after ${(figures['loadAverageAfter'] as number[]).join(' ')} (2 cores)`);
if (process.env['BENCH_JSON'] === '1') console.log(JSON.stringify(figures));
