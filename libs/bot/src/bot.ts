/**
 * The computer opponent (issue 16). `createBot({ level, seed })` gives a seat that chooses one of
 * `legalCommands(state, player)` from `view(state, { player })` alone: it never sees the GameState.
 * Deterministic: the same seed and the same sequence of views give the same commands.
 *
 * Levels:
 *   random     a uniformly random command type, then a random command of it (the engine's pickCommand)
 *   greedy     the plan (seeding, reporting, moving, attempting) with a fixed margin for dilemmas
 *   lookahead  the same plan; whether a team attempts is decided by playing the attempt out on the
 *              engine over sampled dilemma stacks for the unknown seeds (lookahead.ts)
 */
import { pickCommand, Rng, rngFromSeed, type Command, type PlayerView, type SeatFactory } from '@captains-log/engine';
import { dilemmaChoice, genericChoice, manualResponse } from './choices';
import { knownState, viewerOf } from './known-state';
import { lookaheadJudge } from './lookahead';
import { newMemory, observe, remember, type Memory } from './memory';
import { GREEDY_JUDGE, turnCommand, type AttemptJudge } from './orders';
import { seedingCommand } from './seeding';
import { makeTable, type Table } from './table';

export const BOT_LEVELS = ['random', 'greedy', 'lookahead'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export interface BotOptions {
  readonly level: BotLevel;
  /** Seeds the bot's own random choices (random level, lookahead samples). */
  readonly seed: string;
  /** Lookahead only: at most this many sampled dilemma stacks per attempt considered (default 16). */
  readonly samples?: number;
}

export interface Bot {
  readonly level: BotLevel;
  /** One of `legal` (which must contain at least one command, as legalCommands always offers Concede). */
  choose(view: PlayerView, legal: readonly Command[]): Command;
}

export function isBotLevel(value: string): value is BotLevel {
  return (BOT_LEVELS as readonly string[]).includes(value);
}

export function createBot(options: BotOptions): Bot {
  if (!isBotLevel(options.level)) throw new Error(`unknown bot level "${String(options.level)}": use ${BOT_LEVELS.join(', ')}`);
  const rng = new Rng(rngFromSeed(`bot:${options.seed}`));
  const memory = newMemory();
  const judge: AttemptJudge = options.level === 'lookahead' ? lookaheadJudge(rng, options.samples ?? 16) : GREEDY_JUDGE;
  return {
    level: options.level,
    choose(view, legal) {
      if (legal.length === 0) throw new Error('the bot was asked to choose from no legal commands');
      if (options.level === 'random') {
        const choices = legal.filter((command) => command.type !== 'Concede');
        return choices.length > 0 ? pickCommand(choices, rng) : legal[0]!;
      }
      const me = viewerOf(view);
      const table = makeTable(knownState(view), me);
      observe(memory, table);
      const planned = plan(table, legal, memory, judge);
      // Whatever the plan says, only a command legalCommands offered leaves the bot.
      const chosen = planned && legal.includes(planned) ? planned : genericChoice(legal);
      remember(memory, table, chosen);
      return chosen;
    },
  };
}

function plan(table: Table, legal: readonly Command[], memory: Memory, judge: AttemptJudge): Command | null {
  if (table.state.attempt?.choice?.player === table.me) return dilemmaChoice(table, legal);
  if (table.state.pendingManual && table.state.pendingManual.player !== table.me) return manualResponse(table, legal);
  if (table.state.phase === 'play') return turnCommand(table, legal, memory, judge);
  return seedingCommand(table, legal);
}

/** The bot as a seat of the engine's simulation loop (`runGame({ seats })`). */
export function botSeat(level: BotLevel, options: { readonly samples?: number } = {}): SeatFactory {
  return (player, seed) => createBot({ level, seed: `${seed}:${player}`, ...options });
}
