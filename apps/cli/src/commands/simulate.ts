/**
 * `captains-log simulate --games N --seed S [--policy random|greedy|bot] [--against random|greedy|bot]
 * [--decks starter|random|<a.txt>,<b.txt>] [--csv path] [--turn-cap T] [--checks step|end] [--json]`:
 * plays N games through the engine's legalCommands (libs/bot's playMatch over the engine's runGame)
 * and prints how they finished, who won, their length, attempts, decision speed and invariant
 * violations; `--json` prints one JSON object. `random` is the engine's random player, `greedy`
 * and `bot` (the lookahead level) are libs/bot; the policy's seat alternates between p1 and p2.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isPolicy, playMatch, POLICIES, type Policy } from '@captains-log/bot';
import { CardCatalogue, checkDeckList, defaultCardListPath, loadLackeyCsvFile, starterCards, type Card } from '@captains-log/cards';
import { randomDeck, Rng, rngFromSeed, starterDecks, toPlayerSetup, type PlayerSetup } from '@captains-log/engine';
import { type Command, UsageError } from '../command-registry';

function option(args: { options: Readonly<Record<string, string | true>> }, name: string): string | undefined {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
}

function loadUniverse(csv: string | undefined): Card[] {
  const file = csv ?? defaultCardListPath(path.resolve(__dirname, '../../../..'));
  return loadLackeyCsvFile(file).cards;
}

function policyOption(args: { options: Readonly<Record<string, string | true>> }, name: string): Policy {
  const value = option(args, name) ?? 'random';
  if (!isPolicy(value)) throw new UsageError(`--${name} must be one of ${POLICIES.join(', ')} (got "${value}")`);
  return value;
}

export const simulateCommand: Command = {
  path: ['simulate'],
  usage: 'simulate [--games N] [--seed S] [--policy random|greedy|bot] [--against random|greedy|bot] [--decks starter|random|a.txt,b.txt] [--csv path] [--turn-cap T] [--checks step|end] [--json]',
  summary: 'play N games (random player or the computer opponent) through legalCommands and report results, speed and invariant violations',
  run(args, io) {
    const games = Number(option(args, 'games') ?? 100);
    if (!Number.isInteger(games) || games < 1) throw new UsageError('--games must be a positive integer');
    const seed = option(args, 'seed') ?? 'simulate';
    const decksOption = option(args, 'decks') ?? 'starter';
    const turnCap = Number(option(args, 'turn-cap') ?? 120);
    if (!Number.isInteger(turnCap) || turnCap < 1) throw new UsageError('--turn-cap must be a positive integer');
    const checks = option(args, 'checks') ?? 'end';
    if (checks !== 'step' && checks !== 'end') throw new UsageError('--checks must be step or end');
    const policy = policyOption(args, 'policy');
    const against = policyOption(args, 'against');
    let decks: (index: number) => readonly [PlayerSetup, PlayerSetup];
    if (decksOption === 'starter') {
      const pair = starterDecks();
      decks = () => pair;
    } else if (decksOption === 'random') {
      const universe = loadUniverse(option(args, 'csv'));
      decks = (index) => {
        const rng = new Rng(rngFromSeed(`${seed}:deck:${index}`));
        return [randomDeck(universe, rng, 'A'), randomDeck(universe, rng, 'B')];
      };
    } else {
      const files = decksOption.split(',');
      if (files.length !== 2) throw new UsageError('--decks takes starter, random, or two deck files separated by a comma');
      const catalogue = new CardCatalogue(option(args, 'csv') ? loadUniverse(option(args, 'csv')) : starterCards());
      const loaded = files.map((file) => {
        const checked = checkDeckList(readFileSync(file, 'utf8'), catalogue);
        if (!checked.valid) throw new UsageError(`${file} is not a valid deck: ${[...checked.errors.map((e) => e.message), ...checked.validation.problems.map((p) => p.message)].join('; ')}`);
        return toPlayerSetup(path.basename(file), checked.deck.entries);
      });
      const pair: [PlayerSetup, PlayerSetup] = [loaded[0]!, loaded[1]!];
      decks = () => pair;
    }

    const started = performance.now();
    const report = playMatch({ games, seed, policy, against, decks, turnCap, checks, now: () => performance.now() });
    const elapsed = (performance.now() - started) / 1000;
    if (args.options['json'] === true) {
      io.out(JSON.stringify({ ...report, decks: decksOption, turnCap, checks, seconds: Math.round(elapsed * 10) / 10 }));
      return report.invariantViolations === 0 ? 0 : 3;
    }
    const share = (count: number) => `${count} (${((100 * count) / games).toFixed(1)}%)`;
    io.out(`games: ${games} (seed ${seed}, ${policy} against ${against}, decks ${decksOption}, turn cap ${turnCap}, checks ${checks})`);
    io.out(
      `finished by: points ${share(report.finishedBy.points)}, decks empty ${share(report.finishedBy.decksEmpty)}, concession ${share(report.finishedBy.concession)}, ` +
        `time called ${share(report.finishedBy.timeCalled)}, unfinished ${share(report.finishedBy.unfinished)}`,
    );
    io.out(`wins: ${Object.entries(report.winsByPolicy).map(([name, count]) => `${name} ${count}`).join(', ')}`);
    io.out(`per game: ${report.averageTurns} turns, ${report.attemptsPerGame} mission attempts, ${report.missionsSolvedPerGame} missions solved`);
    if (report.decisionMs)
      io.out(`bot decisions: ${report.decisions}, ${report.decisionsPerSecond}/s of thinking, median ${report.decisionMs.median} ms, p99 ${report.decisionMs.p99} ms, slowest ${report.decisionMs.max} ms`);
    io.out(`invariant violations: ${report.invariantViolations}`);
    for (const violation of report.violations) io.out(`  ${violation}`);
    io.out(`time: ${elapsed.toFixed(1)} s (${(games / elapsed).toFixed(1)} games/s, ${report.commandsPerSecond} commands/s)`);
    return report.invariantViolations === 0 ? 0 : 3;
  },
};
