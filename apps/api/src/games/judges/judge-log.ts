/**
 * The judge's reading of a game's log (DESIGN.md › Judges): each event with the command that caused
 * it, who sent it, when, its rule, whether a rewind took it out of effect; re-validation.
 */
import {
  recordedBatches,
  revalidate,
  revalidationReport,
  rewoundFlags,
  rulesAnswer,
  type GameEvent,
  type RevalidationAnswer,
  type RevalidationProgress,
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
 * How far each game's log has been re-validated (the state after it, the counts, a divergence), by
 * game: a log is append-only and today's rules are fixed for the process, so a longer log goes on
 * from there. Re-validating a 2,500-event log from the start takes ~0.5 s of CPU (bench:judges);
 * the judge's page reads its view again at every event it steps to and after each burst of a game
 * it follows live, which then costs the new batches only. The hash of the last event checked proves
 * the log read now begins with the one checked (else it starts again). ~70 KiB per game kept.
 */
const progress = new Map<string, { progress: RevalidationProgress; lastHash: string }>();
const GAMES_KEPT = 64;

export function revalidateGame(game: LoadedGame): GameRevalidation {
  const kept = progress.get(game.gameId);
  const from =
    kept && kept.progress.events <= game.events.length && game.events[kept.progress.events - 1]?.hash === kept.lastHash
      ? kept.progress
      : undefined;
  const now = revalidate(recordedBatches(game.events), undefined, from);
  progress.delete(game.gameId); // re-inserted last: the map's order is the least recently used first
  if (progress.size >= GAMES_KEPT) progress.delete(progress.keys().next().value!);
  if (now.events > 0) progress.set(game.gameId, { progress: now, lastHash: game.events[now.events - 1]!.hash });
  return { gameId: game.gameId, ...rulesAnswer(revalidationReport(now), game.meta.rulesVersion) };
}
