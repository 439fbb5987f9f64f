/**
 * `captains-log simulate --games N --seed S [--decks starter|random|<a.txt>,<b.txt>] [--csv path]
 * [--turn-cap T] [--checks step|end]`: plays N random games through the engine's legalCommands and
 * prints games finished, winners, result types, average length and invariant violations.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CardCatalogue, checkDeckList, defaultCardListPath, loadLackeyCsvFile, starterCards, type Card } from '@captains-log/cards';
import { randomDeck, Rng, rngFromSeed, runGame, starterDecks, toDeckCard, type PlayerSetup, type SimulationResult } from '@captains-log/engine';
import { type Command, UsageError } from '../command-registry';

function option(args: { options: Readonly<Record<string, string | true>> }, name: string): string | undefined {
  const value = args.options[name];
  return typeof value === 'string' ? value : undefined;
}

function loadUniverse(csv: string | undefined): Card[] {
  const file = csv ?? defaultCardListPath(path.resolve(__dirname, '../../../..'));
  return loadLackeyCsvFile(file).cards;
}

export const simulateCommand: Command = {
  path: ['simulate'],
  usage: 'simulate [--games N] [--seed S] [--decks starter|random|a.txt,b.txt] [--csv path] [--turn-cap T] [--checks step|end]',
  summary: 'play N random games through legalCommands and report results and invariant violations',
  run(args, io) {
    const games = Number(option(args, 'games') ?? 100);
    if (!Number.isInteger(games) || games < 1) throw new UsageError('--games must be a positive integer');
    const seed = option(args, 'seed') ?? 'simulate';
    const decksOption = option(args, 'decks') ?? 'starter';
    const turnCap = Number(option(args, 'turn-cap') ?? 120);
    const checks = (option(args, 'checks') ?? 'end') as 'step' | 'end';
    let deckSource: (index: number) => readonly [PlayerSetup, PlayerSetup];
    if (decksOption === 'starter') {
      const decks = starterDecks();
      deckSource = () => decks;
    } else if (decksOption === 'random') {
      const universe = loadUniverse(option(args, 'csv'));
      deckSource = (index) => {
        const rng = new Rng(rngFromSeed(`${seed}:deck:${index}`));
        return [randomDeck(universe, rng, 'A'), randomDeck(universe, rng, 'B')];
      };
    } else {
      const files = decksOption.split(',');
      if (files.length !== 2) throw new UsageError('--decks takes starter, random, or two deck files separated by a comma');
      const catalogue = new CardCatalogue(option(args, 'csv') ? loadUniverse(option(args, 'csv')) : starterCards());
      const decks = files.map((file) => {
        const checked = checkDeckList(readFileSync(file, 'utf8'), catalogue);
        if (!checked.valid) throw new UsageError(`${file} is not a valid deck: ${[...checked.errors.map((e) => e.message), ...checked.validation.problems.map((p) => p.message)].join('; ')}`);
        return { name: path.basename(file), deck: checked.deck.entries.map(toDeckCard) };
      });
      const pair: [PlayerSetup, PlayerSetup] = [decks[0]!, decks[1]!];
      deckSource = () => pair;
    }

    const started = Date.now();
    const results: SimulationResult[] = [];
    for (let index = 0; index < games; index += 1) {
      results.push(runGame({ seed: `${seed}:${index}`, decks: deckSource(index), turnCap, checks, keepEvents: false }));
    }
    const elapsed = (Date.now() - started) / 1000;
    const count = (key: (result: SimulationResult) => string) => {
      const map = new Map<string, number>();
      for (const result of results) map.set(key(result), (map.get(key(result)) ?? 0) + 1);
      return [...map].sort((a, b) => b[1] - a[1]);
    };
    const finished = results.filter((result) => result.result !== null).length;
    const violations = results.reduce((sum, result) => sum + result.violations.length, 0);
    const average = (value: (result: SimulationResult) => number) => (results.reduce((sum, result) => sum + value(result), 0) / results.length).toFixed(1);
    io.out(`games: ${games} (seed ${seed}, decks ${decksOption}, turn cap ${turnCap}, checks ${checks})`);
    io.out(`games finished: ${finished}/${games}`);
    io.out(`winners: ${count((r) => (r.result ? (r.result.winner ?? 'none (draw)') : 'unfinished')).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    io.out(`result types: ${count((r) => (r.result ? `${r.result.type} by ${r.result.reason}` : r.endedBy)).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    io.out(`average length: ${average((r) => r.turns)} turns, ${average((r) => r.commands)} commands, ${average((r) => r.eventCount)} events`);
    io.out(`manual effects declared: ${results.reduce((sum, r) => sum + r.manualEffects, 0)}`);
    io.out(`invariant violations: ${violations}`);
    for (const result of results.filter((r) => r.violations.length > 0).slice(0, 5)) io.out(`  game ${result.seed}: ${result.violations.slice(0, 3).join('; ')}`);
    io.out(`time: ${elapsed.toFixed(1)} s (${(games / elapsed).toFixed(1)} games/s)`);
    return violations === 0 ? 0 : 3;
  },
};
