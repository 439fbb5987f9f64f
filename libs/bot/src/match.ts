/**
 * A match of N games between two policies through the engine's one simulation loop (`runGame`),
 * and its figures: how games finished, who won, length, attempts, decision speed, invariant
 * violations. Used by `captains-log simulate` and bench/bot. Pure: the clock is passed in (`now`),
 * so timing happens only where the caller has one.
 */
import { runGame, type Command, type PlayerId, type PlayerSetup, type PlayerView, type SeatFactory, type SimulationResult } from '@captains-log/engine';
import { botSeat, type BotLevel } from './bot';

/** `random` is the engine's random player (the baseline); `greedy` and `bot` (the lookahead level) are libs/bot. */
export const POLICIES = ['random', 'greedy', 'bot'] as const;
export type Policy = (typeof POLICIES)[number];

export function isPolicy(value: string): value is Policy {
  return (POLICIES as readonly string[]).includes(value);
}

const LEVEL: Record<Exclude<Policy, 'random'>, BotLevel> = { greedy: 'greedy', bot: 'lookahead' };

export interface MatchOptions {
  readonly games: number;
  readonly seed: string;
  readonly policy: Policy;
  readonly against: Policy;
  /** The two decks of game `index` (the policy's seat alternates: p1 in even games, p2 in odd ones). */
  readonly decks: (index: number) => readonly [PlayerSetup, PlayerSetup];
  readonly turnCap?: number;
  readonly checks?: 'step' | 'end' | 'none';
  /** A clock in milliseconds for decision times (e.g. performance.now); without it no times are reported. */
  readonly now?: () => number;
  /** Called after each game (progress). */
  readonly onGame?: (index: number, result: SimulationResult) => void;
}

export interface MatchReport {
  readonly games: number;
  readonly seed: string;
  readonly policy: Policy;
  readonly against: Policy;
  readonly finishedBy: { readonly points: number; readonly decksEmpty: number; readonly concession: number; readonly timeCalled: number; readonly unfinished: number };
  /** Wins of each side (`policy`, `against`; the same name twice gets " A"/" B") and draws. */
  readonly winsByPolicy: Readonly<Record<string, number>>;
  readonly averageTurns: number;
  readonly attemptsPerGame: number;
  readonly missionsSolvedPerGame: number;
  /** Decisions of the libs/bot seats per second of their own thinking (null when both sides are random or no clock). */
  readonly decisionsPerSecond: number | null;
  readonly decisions: number;
  readonly decisionMs: { readonly median: number; readonly p99: number; readonly max: number } | null;
  /** Commands per second of the whole loop (engine, both players, checks), when a clock is given. */
  readonly commandsPerSecond: number | null;
  readonly invariantViolations: number;
  /** The first few violations, with their game. */
  readonly violations: readonly string[];
}

export function playMatch(options: MatchOptions): MatchReport {
  const times: number[] = [];
  const timed = (factory: SeatFactory): SeatFactory => {
    if (!options.now) return factory;
    const now = options.now;
    return (player, seed) => {
      const seat = factory(player, seed);
      return {
        choose(view: PlayerView, legal: readonly Command[]): Command {
          const started = now();
          const chosen = seat.choose(view, legal);
          times.push(now() - started);
          return chosen;
        },
      };
    };
  };
  const seatOf = (policy: Policy): SeatFactory | undefined => (policy === 'random' ? undefined : timed(botSeat(LEVEL[policy])));
  const names: [string, string] = options.policy === options.against ? [`${options.policy} A`, `${options.against} B`] : [options.policy, options.against];
  const wins: Record<string, number> = { [names[0]]: 0, [names[1]]: 0, draws: 0 };
  const finishedBy = { points: 0, decksEmpty: 0, concession: 0, timeCalled: 0, unfinished: 0 };
  const violations: string[] = [];
  let violationCount = 0;
  let turns = 0;
  let attempts = 0;
  let solved = 0;
  let commands = 0;
  const started = options.now?.() ?? 0;
  for (let index = 0; index < options.games; index += 1) {
    const first: PlayerId = index % 2 === 0 ? 'p1' : 'p2';
    const second: PlayerId = first === 'p1' ? 'p2' : 'p1';
    const seats: Partial<Record<PlayerId, SeatFactory>> = {};
    const mine = seatOf(options.policy);
    const theirs = seatOf(options.against);
    if (mine) seats[first] = mine;
    if (theirs) seats[second] = theirs;
    const result = runGame({
      seed: `${options.seed}:${index}`,
      decks: options.decks(index),
      seats,
      keepEvents: false,
      ...(options.turnCap !== undefined ? { turnCap: options.turnCap } : {}),
      ...(options.checks ? { checks: options.checks } : {}),
    });
    const reason = result.result?.reason;
    if (reason === 'victory' || reason === 'simultaneous-victory') finishedBy.points += 1;
    else if (reason === 'decks-empty') finishedBy.decksEmpty += 1;
    else if (reason === 'concession') finishedBy.concession += 1;
    else if (reason === 'time-called') finishedBy.timeCalled += 1;
    else finishedBy.unfinished += 1;
    const winner = result.result?.winner;
    if (winner === first) wins[names[0]]! += 1;
    else if (winner === second) wins[names[1]]! += 1;
    else wins['draws']! += 1;
    turns += result.turns;
    attempts += result.attempts;
    solved += result.missionsSolved;
    commands += result.commands;
    violationCount += result.violations.length;
    for (const violation of result.violations) if (violations.length < 5) violations.push(`game ${index}: ${violation}`);
    options.onGame?.(index, result);
  }
  const elapsed = options.now ? options.now() - started : 0;
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!, 2);
  const thinking = times.reduce((sum, ms) => sum + ms, 0);
  const per = (total: number) => round(total / Math.max(options.games, 1), 2);
  return {
    games: options.games,
    seed: options.seed,
    policy: options.policy,
    against: options.against,
    finishedBy,
    winsByPolicy: wins,
    averageTurns: per(turns),
    attemptsPerGame: per(attempts),
    missionsSolvedPerGame: per(solved),
    decisionsPerSecond: times.length > 0 && thinking > 0 ? Math.round((1000 * times.length) / thinking) : null,
    decisions: times.length,
    decisionMs: sorted.length > 0 ? { median: at(0.5), p99: at(0.99), max: round(sorted[sorted.length - 1]!, 2) } : null,
    commandsPerSecond: options.now && elapsed > 0 ? Math.round((1000 * commands) / elapsed) : null,
    invariantViolations: violationCount,
    violations,
  };
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
