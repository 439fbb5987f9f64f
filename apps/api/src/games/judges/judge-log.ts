/**
 * The judge's reading of a game's log (DESIGN.md › Judges): each event with the command that caused
 * it, who sent it, when, its rule, whether a rewind took it out of effect; the recorded batches for
 * re-validation.
 */
import { RULES_VERSION, RULES_CHANGES, revalidate, rewoundFlags, type Command, type GameEvent, type RecordedBatch, type RevalidationReport } from '@captains-log/engine';
import type { RecordedEvent } from '@captains-log/event-store';
import type { LoadedGame } from '../game-streams';

export interface JudgeLogEntry {
  revision: number;
  type: string;
  data: GameEvent;
  /** the command that caused this event's batch (as recorded), who sent it and when */
  command: unknown;
  sender: string | null;
  at: string;
  rule: string | null;
  rewound: boolean;
  ruling: string | null;
}

export function judgeLog(game: LoadedGame): JudgeLogEntry[] {
  const flags = rewoundFlags(game.events.map((e) => e.data as unknown as GameEvent));
  const commands = new Map<string, unknown>();
  return game.events.map((e, i) => {
    const data = e.data as unknown as GameEvent;
    const commandId = e.metadata.commandId ?? `revision-${e.revision}`;
    if (e.metadata.command !== undefined && !commands.has(commandId)) commands.set(commandId, e.metadata.command);
    return {
      revision: e.revision,
      type: e.type,
      data,
      command: commands.get(commandId) ?? null,
      sender: e.metadata.actor ?? null,
      at: e.metadata.recordedAt,
      rule: data.rule ?? e.metadata.rule ?? null,
      rewound: flags[i] ?? false,
      ruling: data.ruling ?? null,
    };
  });
}

/** The log as appended batches (one per command id), each with its recorded command. */
export function recordedBatches(events: readonly RecordedEvent[]): RecordedBatch[] {
  const batches: { revision: number; command: Command | null; events: GameEvent[]; id: string }[] = [];
  for (const e of events) {
    const id = e.metadata.commandId ?? `revision-${e.revision}`;
    const last = batches.at(-1);
    if (last && last.id === id) last.events.push(e.data as unknown as GameEvent);
    else batches.push({ id, revision: e.revision, command: (e.metadata.command as unknown as Command | undefined) ?? null, events: [e.data as unknown as GameEvent] });
  }
  return batches.map(({ id: _id, ...batch }) => batch);
}

export interface RevalidationAnswer extends RevalidationReport {
  gameId: string;
  /** the rules the game was recorded under ('unrecorded' before rules versions were recorded) */
  recordedRulesVersion: string;
  currentRulesVersion: string;
  rulesChanged: boolean;
  /** what changed in the rules since (a divergence is then a change to review, not tampering) */
  changesSince: readonly { version: string; change: string }[];
}

export function revalidateGame(game: LoadedGame): RevalidationAnswer {
  const recorded = game.meta.rulesVersion ?? 'unrecorded';
  const since = RULES_CHANGES.findIndex((c) => c.version === recorded);
  return {
    gameId: game.gameId,
    ...revalidate(recordedBatches(game.events)),
    recordedRulesVersion: recorded,
    currentRulesVersion: RULES_VERSION,
    rulesChanged: recorded !== RULES_VERSION,
    changesSince: since === -1 ? RULES_CHANGES : RULES_CHANGES.slice(since + 1),
  };
}
