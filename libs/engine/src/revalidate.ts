/**
 * Re-validation (DESIGN.md › The engine: "re-validate this game"): re-run a game's recorded
 * commands through today's `decide` from the start and compare with the recorded events. The first
 * difference is reported with its revision, the recorded events and today's. A divergence in a
 * game recorded under other rules is a rules change to review; tampering is the hash chain's
 * question. The game's creation (its decks and seed are not a replayable command), rulings
 * (rewinds carry fresh randomness) and the seal are taken as recorded facts.
 */
import { decide as todaysDecide } from './decide';
import type { PastStates } from './context';
import { evolve, initialState } from './evolve';
import type { Command, CommandType, GameEvent, GameState } from './types';
import { RuleViolation } from './violation';

/**
 * The rules version a game records when it is created. Raise it (date + a word) with every change
 * to what `decide` emits for the same command, and say why in RULES_CHANGES.
 */
export const RULES_VERSION = '2026-11-25.judges';

export const RULES_CHANGES: readonly { readonly version: string; readonly change: string }[] = [
  {
    version: '2026-11-25.judges',
    change:
      'judge calls, pauses, rulings, rewinds and the seal (earlier games decide the same for every other command)',
  },
];

/** One appended batch: the command that caused it (null when not recorded) and its events, from `revision`. */
export interface RecordedBatch {
  readonly revision: number;
  readonly command: Command | null;
  readonly events: readonly GameEvent[];
}

export interface Divergence {
  /** revision of the first event that differs (or where one is missing / extra) */
  readonly revision: number;
  readonly command: Command;
  readonly recorded: readonly GameEvent[];
  /** today's events for the same command, or today's rule violation */
  readonly today:
    | readonly GameEvent[]
    | {
        readonly violation: {
          readonly code: string;
          readonly message: string;
          readonly rule: string;
        };
      };
}

export interface RevalidationReport {
  readonly consistent: boolean;
  /** batches re-decided by today's rules */
  readonly checked: number;
  /** batches taken as recorded facts (creation, rulings, seal, commands not recorded) */
  readonly asRecorded: number;
  readonly divergence: Divergence | null;
}

const AS_RECORDED: ReadonlySet<CommandType> = new Set<CommandType>([
  'CreateGame',
  'MakeRuling',
  'SealGame',
]);

const plain = (value: unknown): string =>
  JSON.stringify(sortKeys(JSON.parse(JSON.stringify(value ?? null))));
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}

export type Decide = (state: GameState, command: Command, past?: PastStates) => GameEvent[];

/**
 * Where a re-validation stopped, to go on from when the log grows (a log is append-only: the batches
 * already checked keep their answer). Holds the state after the events checked, never serialised:
 * `report` strips it.
 */
export interface RevalidationProgress extends RevalidationReport {
  /** events folded: the next batch to check starts at this revision */
  readonly events: number;
  readonly state: GameState;
}

/** The report without the progress's state (what an answer carries). */
export function revalidationReport({ consistent, checked, asRecorded, divergence }: RevalidationReport): RevalidationReport {
  return { consistent, checked, asRecorded, divergence };
}

/**
 * Re-decides each recorded batch from `from` on (every batch without it) and compares; `batches` is
 * the whole log. A divergence is final: later batches do not change the first one.
 */
export function revalidate(
  batches: readonly RecordedBatch[],
  decide: Decide = todaysDecide,
  from?: RevalidationProgress,
): RevalidationProgress {
  if (from?.divergence) return from;
  let state = from?.state ?? initialState();
  let events = from?.events ?? 0;
  let checked = from?.checked ?? 0;
  let asRecorded = from?.asRecorded ?? 0;
  for (const batch of batches) {
    if (batch.revision < events) continue;
    if (batch.command && !AS_RECORDED.has(batch.command.type)) {
      checked += 1;
      let today: GameEvent[] | null = null;
      let violation: Divergence['today'] | null = null;
      try {
        // no earlier states (`past`): only a ruling's rewind reads them, and rulings are taken as recorded
        today = decide(state, batch.command);
      } catch (err) {
        if (!(err instanceof RuleViolation)) throw err;
        violation = { violation: { code: err.code, message: err.message, rule: err.rule } };
      }
      const at = today ? firstDifference(batch.events, today) : 0;
      if (at !== null)
        return {
          consistent: false,
          checked,
          asRecorded,
          divergence: {
            revision: batch.revision + at,
            command: batch.command,
            recorded: batch.events,
            today: today ?? violation!,
          },
          events,
          state,
        };
    } else asRecorded += 1;
    for (const event of batch.events) state = evolve(state, event);
    events = batch.revision + batch.events.length;
  }
  return { consistent: true, checked, asRecorded, divergence: null, events, state };
}

function firstDifference(
  recorded: readonly GameEvent[],
  today: readonly GameEvent[],
): number | null {
  const length = Math.max(recorded.length, today.length);
  for (let i = 0; i < length; i += 1) if (plain(recorded[i]) !== plain(today[i])) return i;
  return null;
}

/** A stored event as re-validation reads it: its revision, data, and the cause in its metadata. */
export interface StoredEventLike {
  readonly revision: number;
  readonly data: unknown;
  readonly metadata: { readonly commandId?: string; readonly command?: unknown };
}

/** A log as appended batches (one per command id), each with its recorded command. */
export function recordedBatches(events: readonly StoredEventLike[]): RecordedBatch[] {
  const batches: { id: string; revision: number; command: Command | null; events: GameEvent[] }[] =
    [];
  for (const e of events) {
    const id = e.metadata.commandId ?? `revision-${e.revision}`;
    const last = batches.at(-1);
    if (last && last.id === id) last.events.push(e.data as GameEvent);
    else
      batches.push({
        id,
        revision: e.revision,
        command: (e.metadata.command as Command | undefined) ?? null,
        events: [e.data as GameEvent],
      });
  }
  return batches.map(({ id: _id, ...batch }) => batch);
}

export interface RevalidationAnswer extends RevalidationReport {
  /** the rules the game was recorded under ('unrecorded' before rules versions were recorded) */
  readonly recordedRulesVersion: string;
  readonly currentRulesVersion: string;
  readonly rulesChanged: boolean;
  /** what changed in the rules since (a divergence is then a change to review, not tampering) */
  readonly changesSince: readonly { readonly version: string; readonly change: string }[];
}

/** Re-validates a stored log and says whether the rules changed since it was recorded. */
export function revalidateLog(
  events: readonly StoredEventLike[],
  recordedRulesVersion: string | undefined,
  decide?: Decide,
): RevalidationAnswer {
  return rulesAnswer(revalidationReport(revalidate(recordedBatches(events), decide)), recordedRulesVersion);
}

/** A report with what the rules say of it: the version recorded, today's, the changes since. */
export function rulesAnswer(
  checked: RevalidationReport,
  recordedRulesVersion: string | undefined,
): RevalidationAnswer {
  const recorded = recordedRulesVersion ?? 'unrecorded';
  const since = RULES_CHANGES.findIndex((c) => c.version === recorded);
  return {
    ...checked,
    recordedRulesVersion: recorded,
    currentRulesVersion: RULES_VERSION,
    rulesChanged: recorded !== RULES_VERSION,
    changesSince: since === -1 ? RULES_CHANGES : RULES_CHANGES.slice(since + 1),
  };
}
