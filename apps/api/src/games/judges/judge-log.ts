/**
 * The judge's reading of a game's log (DESIGN.md › Judges): each event with the command that caused
 * it, who sent it, when, its rule, whether a rewind took it out of effect; re-validation.
 */
import {
  revalidateLog,
  rewoundFlags,
  type GameEvent,
  type RevalidationAnswer,
} from '@captains-log/engine';
import type { LoadedGame } from '../game-streams';

export interface JudgeLogEntry {
  revision: number;
  type: string;
  data: GameEvent;
  /** the command that caused this event's batch (as recorded), who sent it and when */
  command: unknown;
  sender: string | null;
  /** the sender's handle: a player's, or a judge's or director's from `handles` (else the account id) */
  senderName: string | null;
  at: string;
  rule: string | null;
  rewound: boolean;
  ruling: string | null;
}

/** The senders of a game's events who are not its players (judges, directors, admins). */
export function otherSenders(game: LoadedGame): string[] {
  const players = new Set(game.meta.players.map((p) => p.accountId));
  return [...new Set(game.events.map((e) => e.metadata.actor).filter((a): a is string => !!a && !players.has(a)))];
}

/** `others`: the handles of senders who are not players (otherSenders), by account id. */
export function judgeLog(game: LoadedGame, others: ReadonlyMap<string, string> = new Map()): JudgeLogEntry[] {
  const flags = rewoundFlags(game.events.map((e) => e.data as unknown as GameEvent));
  const commands = new Map<string, unknown>();
  const handles = new Map([...others, ...game.meta.players.map((p) => [p.accountId, p.handle] as const)]);
  return game.events.map((e, i) => {
    const data = e.data as unknown as GameEvent;
    const commandId = e.metadata.commandId ?? `revision-${e.revision}`;
    if (e.metadata.command !== undefined && !commands.has(commandId))
      commands.set(commandId, e.metadata.command);
    return {
      revision: e.revision,
      type: e.type,
      data,
      command: commands.get(commandId) ?? null,
      sender: e.metadata.actor ?? null,
      senderName: e.metadata.actor ? (handles.get(e.metadata.actor) ?? e.metadata.actor) : null,
      at: e.metadata.recordedAt,
      rule: data.rule ?? e.metadata.rule ?? null,
      rewound: flags[i] ?? false,
      // the ruling this event is or belongs to (RulingMade and the facts of its remedy)
      ruling: data.type === 'RulingMade' ? data.id : (data.ruling ?? null),
    };
  });
}

export type GameRevalidation = RevalidationAnswer & { gameId: string };

/**
 * The answers already given, by game and head (a log's answer never changes: the log is append-only
 * and today's rules are fixed for the process). Re-validating a 2,500-event log takes ~0.5 s of CPU
 * (bench:judges); the judge's page reads its view again at every event it steps to, and after each
 * burst of a game it follows live.
 */
const answers = new Map<string, GameRevalidation>();
const ANSWERS_KEPT = 64;

export function revalidateGame(game: LoadedGame): GameRevalidation {
  const key = `${game.gameId}@${game.revision}:${game.events[game.revision]?.hash ?? ''}`;
  const known = answers.get(key);
  if (known) return known;
  const answer = { gameId: game.gameId, ...revalidateLog(game.events, game.meta.rulesVersion) };
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
  return answer;
}
