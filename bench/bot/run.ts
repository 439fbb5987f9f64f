/**
 * Bot bench (issue 16), one core: the target matches of the computer opponent, 200 games each
 * (BENCH_GAMES overrides), through the engine's one simulation loop with the end-of-game invariant
 * checks:
 *   1. bot (lookahead level) against the random player, starter decks: the bot wins >= 95%
 *   2. bot against bot, starter decks: >= 60% of games end by reaching the points target
 *   3. bot against bot, random legal decks from the card universe: >= 40% end by points
 *   and over all of them the slowest bot decision is at most 200 ms of CPU time (the median is
 *   reported; decision times are this process's CPU time, so other work on the machine does not
 *   count, and the bench runs on one thread; V8's own helper threads, GC and compiler, do count).
 *   Each match is preceded by three warm-up games that are not counted.
 * BENCH_BASELINE=1 adds the random player against itself on both kinds of decks (today's figures).
 * BENCH_JSON=1 prints the figures as one JSON object on the last line.
 *
 *   npm run bench:bot                    # about 5 minutes on one idle core
 *   BENCH_GAMES=50 npm run bench:bot
 */
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { playMatch, type MatchReport, type Policy } from '@captains-log/bot';
import { defaultCardListPath, loadLackeyCsvFile } from '@captains-log/cards';
import { randomDeck, Rng, rngFromSeed, starterDecks, type PlayerSetup } from '@captains-log/engine';

const GAMES = Number(process.env['BENCH_GAMES'] ?? 200);
const csv = defaultCardListPath(path.resolve(__dirname, '../..'));
const universe = existsSync(csv) ? loadLackeyCsvFile(csv).cards : null;
const starters = starterDecks();
const starter = () => starters;
const random = (seed: string) => (index: number): readonly [PlayerSetup, PlayerSetup] => {
  const rng = new Rng(rngFromSeed(`${seed}:deck:${index}`));
  return [randomDeck(universe!, rng, 'A'), randomDeck(universe!, rng, 'B')];
};

interface Run {
  readonly name: string;
  readonly seconds: number;
  readonly report: MatchReport;
}

/** CPU time of this process in ms: a decision's cost on one core, whatever else the machine runs. */
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

const runs: Run[] = [];
function match(name: string, policy: Policy, against: Policy, decks: (index: number) => readonly [PlayerSetup, PlayerSetup]): MatchReport {
  // Warm-up (not counted), as a long-running api would be: three games of the same match.
  playMatch({ games: 3, seed: `bench-bot-warm-up:${name}`, policy, against, decks: (index) => decks(GAMES + index), checks: 'none' });
  const started = performance.now();
  const report = playMatch({ games: GAMES, seed: `bench-bot:${name}`, policy, against, decks, checks: 'end', now: cpuMs });
  const seconds = (performance.now() - started) / 1000;
  runs.push({ name, seconds, report });
  const share = (count: number) => `${((100 * count) / GAMES).toFixed(1)}%`;
  console.log(
    `${name}: ${GAMES} games in ${seconds.toFixed(0)} s; by points ${share(report.finishedBy.points)}, decks empty ${share(report.finishedBy.decksEmpty)}, ` +
      `concession ${share(report.finishedBy.concession)}, time called ${share(report.finishedBy.timeCalled)}; wins ${JSON.stringify(report.winsByPolicy)}; ` +
      `${report.averageTurns} turns, ${report.attemptsPerGame} attempts, ${report.missionsSolvedPerGame} solved per game; ` +
      (report.decisionMs ? `bot decisions median ${report.decisionMs.median} ms, p99 ${report.decisionMs.p99} ms, slowest ${report.decisionMs.max} ms, ${report.decisionsPerSecond}/s; ` : '') +
      `invariant violations ${report.invariantViolations}`,
  );
  return report;
}

console.log(`bot bench (node ${process.version}, ${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores; one core used)`);
const versusRandom = match('bot vs random, starter decks', 'bot', 'random', starter);
const versusBot = match('bot vs bot, starter decks', 'bot', 'bot', starter);
const universeRun = universe ? match('bot vs bot, random universe decks', 'bot', 'bot', random('universe')) : null;
if (!universe) console.log(`(no card universe at ${csv}: the random-deck match is skipped)`);
if (process.env['BENCH_BASELINE'] === '1') {
  match('random vs random, starter decks', 'random', 'random', starter);
  if (universe) match('random vs random, random universe decks', 'random', 'random', random('universe'));
}

// The decision-time figures over every bot match (each report's max and median; medians are of each match).
const botReports = runs.filter((run) => run.report.decisionMs);
const slowest = Math.max(...botReports.map((run) => run.report.decisionMs!.max));
const medians = botReports.map((run) => run.report.decisionMs!.median);
const targets = {
  botWinsAgainstRandom: { value: versusRandom.winsByPolicy['bot']! / GAMES, target: 0.95 },
  botVsBotByPointsStarter: { value: versusBot.finishedBy.points / GAMES, target: 0.6 },
  ...(universeRun ? { botVsBotByPointsRandomDecks: { value: universeRun.finishedBy.points / GAMES, target: 0.4 } } : {}),
};
const met = Object.values(targets).every((entry) => entry.value >= entry.target) && slowest <= 200 && runs.every((run) => run.report.invariantViolations === 0);
for (const [name, entry] of Object.entries(targets)) console.log(`target ${name}: ${(100 * entry.value).toFixed(1)}% (>= ${100 * entry.target}%) ${entry.value >= entry.target ? 'met' : 'MISSED'}`);
console.log(`target slowest decision: ${slowest} ms (<= 200 ms) ${slowest <= 200 ? 'met' : 'MISSED'}; median decision ${Math.max(...medians)} ms`);
if (process.env['BENCH_JSON'] === '1')
  console.log(
    JSON.stringify({
      bench: 'bot',
      games: GAMES,
      met,
      slowestDecisionMs: slowest,
      medianDecisionMs: Math.max(...medians),
      targets,
      matches: runs.map((run) => ({ name: run.name, seconds: Math.round(run.seconds), ...run.report })),
    }),
  );
process.exitCode = met ? 0 : 1;
